"""The five-hundred-and-forty-ninth round, found on set 550 (a counselling call to a school's hotline in Nanning) once
it was retired to the test part: an employer one sells for on the road (在广西玉柴跑销售), and an estate lived in whose
name ends as many do without a kind of home (住在凤岭北荣和山水美地, 和 inside the name); two places joined by 和
are none."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_employer_one_sells_for():
    assert found("他爸在广西玉柴跑销售，一年到头不在家。") == {("ORGANIZATION", "广西玉柴")}


def test_an_estate_lived_in_named_with_and():
    assert found("孩子跟我一个人住在凤岭北荣和山水美地。") == {("CN_ADDRESS", "凤岭北荣和山水美地")}


def test_two_places_joined_by_and():
    assert found("我住在学校和医院中间。") == set()
