"""The six-hundred-and-first round, found on set 602 (a delivery rider's appeal to the platform in Chongqing) once it
was retired to the test part: a brand's station, then the rider's job without 的 (本人是美团外卖渝中区解放碑站骑手), a
hillside block's floor below its entrance (7栋负3楼2号), a workmate of the same station by a nickname (同站的耗子那天
也送过); a rider or an old man of the same place no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_brands_station_then_the_job():
    assert ("ORGANIZATION", "美团外卖渝中区解放碑站") in found("申诉说明：本人是美团外卖渝中区解放碑站骑手，可以作证。")


def test_a_floor_below_the_entrance():
    assert found("订单地址是渝中区中山四路嘉陵桥西村7栋负3楼2号，导航显示在一楼。") == {("CN_ADDRESS", "渝中区中山四路嘉陵桥西村7栋负3楼2号")}


def test_a_workmate_of_the_same_station():
    assert found("同站的耗子那天也送过这个小区。") == {("PERSON", "耗子")}
    assert found("同站的骑手也说找不到。") == set()
    assert found("同村的老人也去了。") == set()
