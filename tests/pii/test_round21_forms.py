"""The twenty-first round: address parts (附 and 之 after a house number, a road the tagger split
after its subdistrict, a crossing whose first road it read as a verb), names it split or read as a
verb in records, a shop placed by a landmark, and numbered roles in a group chat."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


@pytest.mark.parametrize(
    "address", ["益阳市赫山区桃花仑街道康富路23号附2号", "福州市鼓楼区南街街道杨桥东路8号之一"]
)
def test_a_house_number_with_its_annex(address):
    assert ("CN_ADDRESS", address) in found(f"我现在住在{address}，楼下是菜市场。")


def test_a_road_the_tagger_split_after_its_subdistrict():
    text = "家里的老房子在汕头市金平区石炮台街道至平路上，现在租出去了。"
    assert ("CN_ADDRESS", "汕头市金平区石炮台街道至平路") in found(text)


def test_a_generic_road_after_a_subdistrict_is_not_taken_for_a_street():
    entities = found("他住在南京市玄武区梅园新村街道，马路对面就是公园。")
    assert ("CN_ADDRESS", "南京市玄武区梅园新村街道") in entities


def test_a_crossing_whose_first_road_was_read_as_a_verb():
    assert ("CN_ADDRESS", "昆山开发区前进东路与青阳路交叉口") in found("我弟在昆山开发区前进东路与青阳路交叉口的厂里打工。")


def test_a_given_name_read_as_a_place_after_a_lone_surname():
    assert ("PERSON", "漆东海") in found("报警人称，其丈夫漆东海于昨晚十点许到其住处砸门。")


def test_a_surname_read_as_a_verb_before_a_formal_title():
    assert ("PERSON", "揭") in found("出租：两室一厅，联系揭先生13701258849。")
    assert "PERSON" not in kinds("请先生留步，我还有话说。")


def test_a_shop_placed_by_a_landmark_names_no_employer():
    entities = found("地点就在东风中学对面的饭店，大家别走错了。")
    assert not any(kind == "ORGANIZATION" and "对面" in text for kind, text in entities)


def test_numbered_roles_in_a_group_chat_are_nobody():
    chat = "群聊【课题组】组长：周五交报告 组员甲：收到 组员乙：我来写结论"
    assert "PERSON" not in kinds(chat)
