"""The six-hundred-and-ninety-sixth round, found on set 696 (a Shenyang student's diary) once it was retired to the test
part, a passage at a time: a dormitory room by the hall's number and 舍, after the campus's zone (在西区9舍512待了一整天),
whatever words are around it, as a block's code and 公寓 are (A15公寓317); and a shop one works at, by its city and name,
which the tagger read as one place (在沈阳悦读书店打工). A shop near or of a kind stays no one's (在楼下便利店打工)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_dormitory_room_by_its_hall():
    assert ("CN_ADDRESS", "西区9舍512") in found("今天又是一个人在西区9舍512待了一整天。")


def test_a_shop_one_works_at_read_as_a_place():
    assert ("ORGANIZATION", "沈阳悦读书店") in found("小鹿说她在沈阳悦读书店打工，周末可以带我去散散心。")
    assert found("我在楼下便利店打工，她在附近的花店打工。") == set()
