"""The seven-hundred-and-eighty-second round, found on set 782 (a food-delivery rider's terse notes) once it was
retired to the test part: a crossing whose second road the tagger read as a verb and a noun and whose crossing word it
cut in two (和平路与建设大街交叉口: 建设 / 大街 / 交叉 / 口), and the platform a rider rides for (跑美团两年了)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_crossing_the_tagger_cut_up():
    assert ("CN_ADDRESS", "和平路与建设大街交叉口") in found("同站的小芦电动车被偷了 在和平路与建设大街交叉口报的警")


def test_the_platform_a_rider_rides_for():
    assert ("ORGANIZATION", "美团") in found("跑美团两年了 第一次这么累")
    assert found("我跑步两年了，膝盖有点疼。") == set()
