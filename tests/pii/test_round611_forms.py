"""The six-hundred-and-eleventh round, found on set 612 (a Tieba thread in a Hunan county's bar about a dog that bit a
child) once it was retired to the test part: a village's one by a mark of the body (狗主人是村里的癞子), a nickname,
found again wherever the thread names him; the word alone (他是个瘸子) no one."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_a_villages_one_by_a_mark_of_the_body():
    assert found("狗主人是村里的癞子，到现在不承认。") == {("PERSON", "癞子")}
    text = "狗主人是村里的癞子，到现在不承认。\n花了一千多，癞子一分钱不出。"
    assert [e.text for e in Anonymizer().analyze(text)] == ["癞子", "癞子"]


def test_the_word_alone_is_no_one():
    assert found("他是个瘸子，走路不方便。") == set()
