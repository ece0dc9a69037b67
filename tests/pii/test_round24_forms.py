"""The twenty-fourth round, found on set 24 once it was retired to the test part: a chat whose other
speakers are kinship words, a road read as a verb or cut from its name, a shopping street, an estate
named outright, an agency by its suffix, and rarer surnames the lexicon lacked."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


def test_a_display_name_in_a_chat_whose_other_speakers_are_kinship_words():
    chat = "【一家人】二舅：今年谁回来过年？ 表姐-晓燕：我腊月二十八到"
    assert ("PERSON", "表姐-晓燕") in found(chat)


@pytest.mark.parametrize("text", ["收货人：略 发帖人：略 监护人：略", "随访医院：市第二医院 复诊时间：下周三"])
def test_form_fields_are_no_speakers_even_in_a_chat_like_record(text):
    assert "PERSON" not in kinds(text)


def test_a_road_read_as_a_verb_after_its_subdistrict():
    text = "我跟着我妈住宝安区新安街道45区翻身路，我爸搬回了老家。"
    assert any(kind == "CN_ADDRESS" and value.endswith("翻身路") for kind, value in found(text))


def test_a_roads_name_cut_from_its_suffix():
    text = "我现在住在步行街旁边的民族东路28号，晚上挺热闹的。"
    assert ("CN_ADDRESS", "民族东路28号") in found(text)


def test_a_shopping_street_is_a_public_place():
    assert "CN_ADDRESS" not in kinds("周末去了中山市石岐区孙文西路步行街，人很多。")


def test_an_estate_named_outright():
    assert ("CN_ADDRESS", "锦绣华庭") in found("小区名字叫锦绣华庭，你到了给我打电话。")


def test_an_agency_named_by_its_suffix():
    assert ("ORGANIZATION", "广州市民政局救助管理站") in found("他们把我送到了广州市民政局救助管理站，住了一个星期。")


@pytest.mark.parametrize("name", ["闭丽萍", "萧文杰", "赖晓芸"])
def test_surnames_the_lexicon_lacked(name):
    assert ("PERSON", name) in found(f"我表姐{name}嫁到了外地，做海鲜生意。")
