"""The five-hundred-and-thirtieth round, found on set 531 (a delivery rider's complaint in Kunming) once it was retired
to the test part: a brand's station named by its place, then who one is there (我是美团外卖呈贡大学城站的骑手), as where
one works at it (在美团…站跑外卖); not a customer of it (…的常客)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_riders_station():
    assert ("ORGANIZATION", "美团外卖呈贡大学城站") in found("我是美团外卖呈贡大学城站的骑手，昨晚送餐被投诉了。")


def test_a_regular_at_a_station():
    assert found("我是美团外卖呈贡大学城站的常客。") == set()
