"""The five-hundred-and-nineteenth round, found on set 520 (a Zhihu answer on a bullying boss in Beijing) once it was
retired to the test part: a firm by the name the trade calls it online (在鹅厂做后端三年), an employer as its brand is;
bought from as a customer it stays (在猪厂买的课)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firm_by_its_nickname_online():
    assert ("ORGANIZATION", "鹅厂") in found("谢邀。坐标北京，在鹅厂做后端三年。")


def test_a_firm_by_its_nickname_bought_from():
    assert found("我在猪厂买的课。") == set()
