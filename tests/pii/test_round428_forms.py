"""The four-hundred-and-twenty-eighth round, found on set 429 (a wedding's seating plan in Hangzhou) once it was
retired to the test part: colleagues, then their firm and how many come (新郎单位同事，杭州海康威视八位), and a wedding
planner in its field before its manager by surname and post (婚庆对接：杭州遇见婚礼策划，骆经理); 婚庆, 婚礼策划 and
婚纱摄影 are trades, so a name before them is a firm's."""

from __future__ import annotations

from tests.pii.findings import found


def test_colleagues_firm_and_how_many_come():
    assert ("ORGANIZATION", "杭州海康威视") in found("5号桌：新郎单位同事，杭州海康威视八位，带队蒋总")


def test_a_planner_before_its_manager():
    assert found("婚庆对接：杭州遇见婚礼策划，骆经理，有问题找她。") == {
        ("ORGANIZATION", "杭州遇见婚礼策划"), ("PERSON", "骆")
    }
