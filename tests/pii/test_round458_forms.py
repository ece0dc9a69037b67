"""The four-hundred-and-fifty-eighth round, found on set 459 (a grandmother's voice messages turned to text) once it
was retired to the test part: a wedding's hotel named before the feast (酒席摆在金海岸大酒店), a venue as one named
after it is; money sent (打钱 / 奶奶的卡号), not the surname 钱 before a title."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_feasts_venue_named_first():
    assert found("酒席摆在金海岸大酒店你一定要回来") == set()
    assert found("婚宴定在喜来登大酒店，十八桌。") == set()


def test_money_sent_to_grandmother():
    assert found("你上回说要给奶奶打钱奶奶的卡号你记一下") == set()


def test_a_surname_joined_to_a_verb_stays_one():
    assert found("已遵焦医生医嘱，明天复查。") == {("PERSON", "焦")}
