"""The seven-hundred-and-eighth round, found on set 708 (a Ningxia goji cooperative's picker roster) once it was retired
to the test part: a full name whose last character the tagger cut off before whose home or family it is (丁学 / 成 /
家里有事)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_name_before_his_home():
    assert ("PERSON", "丁学成") in found("丁学成家里有事请假两天，这几天的工钱先交给他媳妇。")


def test_an_adverb_before_the_home_is_no_part_of_the_name():
    assert ("PERSON", "李明") in found("李明也家里有事，明天不来了。")
