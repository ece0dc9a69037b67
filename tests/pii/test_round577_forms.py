"""The five-hundred-and-seventy-seventh round, found on set 578 (a tea cooperative's ledger in Anxi) once it was
retired to the test part: a hamlet after its village as Minnan calls one (松岩村后垵角落), part of the address; fresh
tea leaves (茶青) no one; a village's corner (村里的角落) no hamlet. Left: a tea merchant's shop in a market the tagger
read as one noun (芳村茶叶城锦泰茶行)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_hamlet_after_its_village():
    assert ("CN_ADDRESS", "西坪镇松岩村后垵角落") in found("收茶登记：林水旺（西坪镇松岩村后垵角落）铁观音秋茶32斤。")


def test_fresh_tea_leaves_and_a_corner():
    assert found("阿旺说今年雨水多，茶青偏嫩。") == {("PERSON", "阿旺")}
    assert found("他坐在村里的角落抽烟。") == set()
