"""The six-hundred-and-sixth round, found on set 607 (a used-car dealer's posts in Zhengzhou) once it was retired to the
test part: a ring road crossing another (南三环与紫荆山路交叉口), and what is told from a crossing, how far and which
stall (交叉口东50米二手车市场B区17号), one address; a ring road alone and a distance alone none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_ring_roads_crossing_and_what_is_told_from_it():
    text = "看车地址：郑州市管城区南三环与紫荆山路交叉口东50米二手车市场B区17号，来之前打个招呼。"
    assert found(text) == {("CN_ADDRESS", "郑州市管城区南三环与紫荆山路交叉口东50米二手车市场B区17号")}


def test_a_ring_road_or_a_distance_alone_is_no_address():
    assert found("南三环堵车了。") == set()
    assert found("在交叉口东50米停车。") == set()
