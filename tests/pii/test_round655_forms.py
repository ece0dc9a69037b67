"""The six-hundred-and-fifty-fifth round, found on set 655 (a live-selling assistant's messy order notes) once it was
retired to the test part: a buyer heading an order's line, or after a stream's link, set apart by a space
(阿勒泰的风 要一箱, 3号链接 爱吃枣的小羊 要两箱), a handle whatever its words; the shop one works at named as what 店铺
is (店铺是和田玉枣哥的果园). Who a buyer is (我家 要两箱) or a kind of shop names no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_buyer_heading_an_orders_line():
    assert found("阿勒泰的风 要一箱，地址私信了") == {("PERSON", "阿勒泰的风")}
    assert ("PERSON", "爱吃枣的小羊") in found("3号链接 爱吃枣的小羊 要两箱 已付")


def test_the_shop_named_as_what_the_store_is():
    assert ("ORGANIZATION", "和田玉枣哥的果园") in found("店铺是和田玉枣哥的果园，明天统一发货。")


def test_who_a_buyer_is_or_a_kind_of_shop_is_no_name():
    assert found("2. 我家 要两箱") == set()
    assert found("店铺是一家小店。") == set()
