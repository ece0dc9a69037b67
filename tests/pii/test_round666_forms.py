"""The six-hundred-and-sixty-sixth round, found on set 666 (a Qingdao seafood stall's voice-typed orders) once it was
retired to the test part: a restaurant by its name and 菜馆 (海之味渔家菜馆订的…), as one by 酒家 was; a restaurant by
its cuisine or region alone (东北菜馆) is a kind, and one where a meal is eaten a venue, as a feast's is; a party
before it (申请人长沙辣火火湘菜馆) is no part of its name."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_restaurant_ordering_goods_is_named():
    text = "海之味渔家菜馆订的十斤鲅鱼明早六点前送后厨找隋哥结账"
    assert ("ORGANIZATION", "海之味渔家菜馆") in found(text)


def test_a_restaurant_by_its_cuisine_or_as_a_venue_is_no_one():
    assert found("周末我们去东北菜馆吧。") == set()
    assert found("我在家常菜馆打工。") == set()
    assert found("周六在海之味渔家菜馆吃饭。") == set()


def test_a_party_before_the_restaurant_is_no_part_of_its_name():
    text = "调解记录：申请人长沙辣火火湘菜馆（负责人龙老板）。"
    assert ("ORGANIZATION", "长沙辣火火湘菜馆") in found(text)
