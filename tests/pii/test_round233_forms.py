"""The two-hundred-and-thirty-third round, found on set 234 (a village wedding in Zhoukou, Henan) once it was retired
to the test part: a village after its town whose first character, a direction, the tagger read apart (汲冢镇 / 后 /
鲍庄), and a driver named by a given name right after the word for driver (婚车司机喜旺，)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_village_opening_with_a_direction_after_its_town():
    assert ("CN_ADDRESS", "郸城县汲冢镇后鲍庄") in found("掌勺的是郸城县汲冢镇后鲍庄的老庹，流水席摆了三十桌。")


def test_after_reaching_a_town_stays_the_town():
    assert ("CN_ADDRESS", "郸城县汲冢镇") in found("我们到了郸城县汲冢镇后天就黑了。")


def test_a_driver_by_given_name():
    assert "喜旺" in names("婚车司机喜旺，车牌豫P·5K318，早上六点在村口集合。")
    assert not names("出租车司机说，前面堵车了。")
