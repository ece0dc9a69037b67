"""The thirtieth round, found on set 30 once it was retired to the test part: a party's field with 甲 /
乙 and a rare surname, items of a list of names the tagger missed, a subdistrict and road in one word,
an order's fields, and a doubled dish after 吃."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


def test_a_partys_field_with_jia_or_yi_and_a_rare_surname():
    assert ("PERSON", "佴慧") in found("调解记录 当事人乙：佴慧，系甲前妻。")


def test_items_of_a_list_of_names_the_tagger_missed():
    assert ("PERSON", "税子健") in found("宿舍名单 4栋612：蒲晓峰、邛一鸣、税子健、蹇浩")


def test_a_list_of_things_names_no_one():
    assert "PERSON" not in kinds("我买了苹果、香蕉、橘子和梨。")


def test_a_subdistrict_and_its_road_in_one_word():
    text = "聚会定在锦江区春熙路街道总府路的火锅店，大家报名。"
    assert ("CN_ADDRESS", "锦江区春熙路街道总府路") in found(text)


@pytest.mark.parametrize("text", ["搬家订单 搬出：略 搬入：略", "和同事一起去吃了串串，聊了很多。"])
def test_an_orders_fields_and_a_doubled_dish_are_no_names(text):
    assert "PERSON" not in kinds(text)


def test_a_doubled_nickname_before_eating_stays_a_name():
    assert ("PERSON", "果果") in found("晚上陪果果吃饭，她一直在讲幼儿园的事。")
