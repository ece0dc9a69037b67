"""The six-hundredth round, found on set 601 (a small group's prayer list in Wenzhou) once it was retired to the test
part: a church by its name where the group gathers (在南塘基督教堂二楼查经), its congregation; a church only visited
(去徐家汇天主教堂拍照) no organisation."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_church_where_a_group_gathers():
    assert found("周五晚上七点在南塘基督教堂二楼查经，有事请假。") == {("ORGANIZATION", "南塘基督教堂")}


def test_a_church_only_visited_is_no_organisation():
    assert found("平安夜去徐家汇天主教堂拍照。") == set()
