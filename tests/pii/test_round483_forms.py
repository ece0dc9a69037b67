"""The four-hundred-and-eighty-third round, found on set 484 (a buyer's complaint to a live-stream shop in Harbin) once
it was retired to the test part: a shop's live room said to its staff (你们北极绒羽绒服旗舰店直播间大乔说…), the shop
they work at; one's own purchase in a shop's live room names it as a customer does (在…旗舰店直播间买的)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_shops_live_room_said_to_its_staff():
    assert ("ORGANIZATION", "北极绒羽绒服旗舰店") in found("你们北极绒羽绒服旗舰店直播间大乔说是90白鸭绒，我拆开一看全是碎毛！")


def test_a_purchase_in_a_live_room():
    assert found("我在北极绒旗舰店直播间买的羽绒服。") == set()
