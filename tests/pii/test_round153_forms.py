"""The hundred-and-fifty-third round, found on set 154 (Ganzi and Aba, Kham Tibetan names) once it was retired to the
test part: Kham given names (泽仁, 洛绒, 降央) and a second half after one (洛绒尼玛), a name whose first syllable the
tagger read as a numeral (四 / 郎泽仁), and a county of the plateau read as a person (色达)."""

from __future__ import annotations

from heartbench.pii.recognizers import PERSON
from tests.pii.findings import found, kinds


def test_kham_given_names_and_a_second_half():
    text = "住校生名单：益西多吉（初二）、洛绒尼玛（初一），家长联系电话18080462319。"
    assert (PERSON, "洛绒尼玛") in found(text)
    assert PERSON not in kinds("尼玛，又加班到十点。")


def test_a_first_syllable_read_as_a_numeral():
    assert (PERSON, "四郎泽仁") in found("草场补贴发放表：四郎泽仁 4200元、格绒 2800元。")
    assert (PERSON, "四郎泽仁") in found("四郎泽仁今天去县城了。")


def test_a_county_of_the_plateau_is_no_person():
    assert PERSON not in kinds("色达的晚霞，很多人去拍。")
