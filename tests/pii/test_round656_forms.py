"""The six-hundred-and-fifty-sixth round, found on set 656 (a Fuzhou tea shop owner's message to her customers) once it
was retired to the test part: a full name whose last character the tagger read as a verb before what she ordered
(陈美 / 娇 / 订的两斤大红袍): the whole name; a verb of speech there (王明说买的茶) stays out."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_name_cut_before_what_was_ordered():
    assert ("PERSON", "陈美娇") in found("陈美娇订的两斤大红袍，寄到鼓楼区五四路融都小区3座1105，我明天就发顺丰。")


def test_a_verb_of_speech_after_a_name_stays_out():
    assert found("王明说买的茶。") == {("PERSON", "王明")}
