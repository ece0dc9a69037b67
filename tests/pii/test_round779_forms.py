"""The seven-hundred-and-seventy-ninth round, found on set 779 (a Zhengzhou family's group chat) once it was retired to
the test part: a numbered road of the city's grid with its compound, building, unit and flat (经三路北段45号院2号楼3单元502),
which the tagger read as 经 "via" and a number, and an employer named where one cannot take leave (我在华为这边周三请不了假)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_grid_road_and_its_house_number():
    assert ("CN_ADDRESS", "经三路北段45号院2号楼3单元502") in found("奶奶现在住经三路北段45号院2号楼3单元502，腿脚不方便。")
    assert ("CN_ADDRESS", "纬五路12号") in found("快递送到纬五路12号。")


def test_a_grid_road_without_a_number_is_no_address():
    assert found("经三路口有个加油站，我经三路回家。") == set()


def test_an_employer_where_one_asks_for_leave():
    assert ("ORGANIZATION", "华为") in found("我在华为这边周三请不了假，周末可以。")
    assert found("我在公司请了假，在医院请假陪我妈。") == set()
