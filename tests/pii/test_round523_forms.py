"""The five-hundred-and-twenty-third round, found on set 524 (a gym member's complaint about a trainer in Nanjing) once
it was retired to the test part: a gym where the writer took out a card, its branch perhaps after it (在乐刻健身河西万达店
办的卡), is named as its customer names it; the same gym where one works is an employer."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_gym_one_took_a_card_at():
    assert found("我在乐刻健身河西万达店办的卡，会员号LK0092731。") == set()


def test_a_gym_one_works_at():
    assert ("ORGANIZATION", "乐刻健身") in found("我在乐刻健身上班，店里办卡的人很多。")
