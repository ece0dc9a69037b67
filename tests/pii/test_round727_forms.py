"""The seven-hundred-and-twenty-seventh round, found on set 727 (a volunteer teacher's diary from a village school in
Yunnan) once it was retired to the test part: the school one came to teach at (来大关县木杆镇坪上小学支教), an
employer as 在 / 到 / 去 one already was; a city one came to work in stays no firm (来北京工作)."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_workplace_one_came_to():
    assert ("ORGANIZATION", "大关县木杆镇坪上小学") in found("十一月二十日，晴。来大关县木杆镇坪上小学支教第三周。")


def test_a_city_one_came_to_work_in_is_no_firm():
    assert found("他来北京工作三年了。") == set()
    assert found("我来深圳打工，后来公司派我来上海出差。") == set()
