"""The six-hundred-and-seventy-fourth round, found on set 674 (a rural Henan wedding's gift book) once it was retired to
the test part: a crew that cooks a village's banquets by its county and name (杞县聚福园流动餐饮队); and a kindergarten
placed by where it is, not named (在县城幼儿园当老师), is no organisation."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_banquet_crew_is_named():
    text = "酒席是杞县聚福园流动餐饮队做的，二十八桌，每桌六百八。"
    assert found(text) == {("ORGANIZATION", "杞县聚福园流动餐饮队")}


def test_a_kindergarten_placed_not_named():
    assert found("新娘姓岳，在县城幼儿园当老师。") == {("PERSON", "岳")}
