"""The seven-hundred-and-first round, found on set 701 (a Kunming flower wholesaler's order notes) once it was retired
to the test part, a passage at a time: a shop by its name and its trade right before its owner (青禾花艺 孔老板,
暖阳花坊老板娘毕姐), a firm named with its staff as an order list names its customers; and a name the brackets after it
say is a display name on an app (花间小鹿（微信）). A shop near or of a kind (楼下花店老板) and a clause before the
brackets (加我（微信）就行) are no one's."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_shop_before_its_owner():
    assert ("ORGANIZATION", "青禾花艺") in found("1. 青禾花艺 孔老板 红玫瑰卡罗拉20扎")
    assert ("ORGANIZATION", "暖阳花坊") in found("3. 暖阳花坊老板娘毕姐 康乃馨30扎")
    assert found("楼下花店老板人很好，附近水果店老板说今天没货。") == set()


def test_a_display_name_on_an_app():
    assert ("PERSON", "花间小鹿") in found("2. 花间小鹿（微信） 向日葵15扎 满天星5扎")
    assert found("加我（微信）就行，我们在群里（微信）说。") == set()
