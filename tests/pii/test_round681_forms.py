"""The six-hundred-and-eighty-first round: set 681 (a Yunnan discharge summary in a family chat) retired to the test
part with nothing to mend, so an older one was mended: a garage by its city and name (拖到苏州星驰汽修了, set 566); a
city's trade (苏州汽修行业, 苏州酒店行业) names no body."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_garage_by_its_name():
    assert ("ORGANIZATION", "苏州星驰汽修") in found("车牌苏E·A3P58，上周五追尾了，车已经拖到苏州星驰汽修了。")


def test_a_citys_trade_is_no_body():
    assert found("苏州汽修行业不景气。") == set()
    assert found("苏州酒店行业不景气。") == set()
