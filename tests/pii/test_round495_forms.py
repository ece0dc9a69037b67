"""The four-hundred-and-ninety-fifth round, found on set 496 (a village wedding's gift ledger) once it was retired to the
test part: a village heading its people in a ledger, set off by spaces (东王庄 王建国 500元, 后李村 李秀英…: not 李村 as
a person); a transfer's note quoting who sent it by a familiar name (备注“小孔”), not what it was for (备注“小费”)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_village_heading_its_guests():
    assert ("CN_ADDRESS", "东王庄") in found("【礼账】东王庄 王建国 500元 王建军 500元")


def test_a_village_the_tagger_read_as_a_person():
    findings = found("后李村 李秀英 200元 李福来 300元")
    assert ("CN_ADDRESS", "后李村") in findings and ("PERSON", "李村") not in findings


def test_a_transfers_note_by_a_familiar_name():
    assert ("PERSON", "小孔") in found("新郎的大学同学 孔祥宇 1000元 微信转的，备注“小孔”")


def test_a_transfers_note_saying_what_for():
    assert found("转账的时候备注“小费”。") == set()
