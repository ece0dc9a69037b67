"""The six-hundred-and-ninetieth round. Set 690 (a Lanzhou counsellor's note on a student's leave), retired to the test
part, had nothing missed and no false alarm; an older form was fixed instead, from set 686 (a Guangzhou stall's notes on
a Nigerian buyer): a stall in a mall on a road, by its floor and number, after the district and the road
(越秀区站前路金海服装城三楼312), whole, whether the tagger reads the mall's name as a brand or a place. A mall on a
road without a stall's number is where one shops, no one's address."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_stall_in_a_mall_on_a_road():
    assert ("CN_ADDRESS", "越秀区站前路步步高服装城三楼312") in found("我们档口在越秀区站前路步步高服装城三楼312，他说下次带朋友来。")
    assert ("CN_ADDRESS", "越秀区站前路金海服装城三楼312") in found("我们档口在越秀区站前路金海服装城三楼312。")


def test_a_mall_without_a_stall_is_no_address():
    assert found("他在人民路万达商城三楼买的衣服。") == set()
