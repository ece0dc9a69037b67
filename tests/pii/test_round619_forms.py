"""The six-hundred-and-nineteenth round, found on set 620 (a badminton club's group chat in Wuxi) once it was retired to
the test part: a hall at the number, then its floor (清扬路128号体育馆三楼); a workmate transferred from her firm (她刚从
无锡华润微电子调过来); members' display names after districts the dictionary does not know as places (新吴-Kelly,
惠山-老包), read whole where another member's prefix is a known place (滨湖-阿锋)."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_a_hall_at_the_number_and_its_floor():
    assert ("CN_ADDRESS", "梁溪区清扬路128号体育馆三楼") in found("订了四片场，在梁溪区清扬路128号体育馆三楼。")


def test_a_firm_one_was_transferred_from():
    assert ("ORGANIZATION", "无锡华润微电子") in found("我带一个同事，她刚从无锡华润微电子调过来。")
    assert found("他从老家调过来的。") == set()


def test_district_prefixes_in_a_group_that_writes_places():
    text = "【羽毛球群】\n滨湖-阿锋：这周六订了四片场。\n新吴-Kelly：报名+1。\n惠山-老包：+1，球我带一桶。"
    assert [e.text for e in Anonymizer().analyze(text)] == ["滨湖-阿锋", "新吴-Kelly", "惠山-老包"]
    assert [e.text for e in Anonymizer().analyze("物业-小钱：明天停水。\n宝安-阿芳：收到")] == ["小钱", "阿芳"]
