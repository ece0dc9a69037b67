"""The six-hundred-and-fourteenth round, found on set 615 (a volunteer's notes from a marathon's aid station in Lanzhou)
once it was retired to the test part: a runners' or riders' club one is of or joins, by its name (自己是兰州黄河跑团的,
加入了西安城墙骑行队); one's own club unnamed (我们跑团) none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_club_one_is_of_or_joins():
    assert ("ORGANIZATION", "兰州黄河跑团") in found("他说自己是兰州黄河跑团的，第一次跑全马。")
    assert ("ORGANIZATION", "西安城墙骑行队") in found("去年加入了西安城墙骑行队，每周骑两次。")


def test_ones_own_club_unnamed_is_none():
    assert found("我们跑团周末约跑。") == set()
