"""The five-hundred-and-seventy-first round, found on set 572 (a graduate's request to a university's alumni office)
once it was retired to the test part: a Singapore flat by its block and its estate's name without a street's kind
(Blk 212 Toa Payoh North #11-305, Singapore 310212), whose surrogate keeps Blk, North and Singapore; a student number
masked at its end (学号15220161152XXX) is no mobile."""

from __future__ import annotations

import re

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found

ADDRESS = "Blk 212 Toa Payoh North #11-305, Singapore 310212"


def test_a_singapore_flat_by_its_block():
    assert found(f"地址是{ADDRESS}。") == {("CN_ADDRESS", ADDRESS)}


def test_its_surrogate_keeps_the_kinds_of_word():
    _, mapping = Anonymizer().anonymize(f"地址是{ADDRESS}。", seed=2)
    assert re.fullmatch(r"Blk \d{3} [A-Z][a-z]+ [A-Z][a-z]+ North #\d{2}-\d{3}, Singapore \d{6}", mapping[ADDRESS])


def test_a_masked_student_number():
    assert found("学号15220161152XXX，现在需要一份英文成绩单。") == set()
