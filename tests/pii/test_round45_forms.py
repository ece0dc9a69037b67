"""The forty-fifth round, found on set 46 (Henan and Shandong) once it was retired to the test part: a
crossing whose second road keeps its suffix with 路口, a letter signed by a relation and a name, a
district the tagger cut into characters before its subdistrict, a member's field and a player called
by seniority that name no one, and hospice care (安宁疗护) that is no name."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_crossing_whose_second_road_keeps_its_suffix_with_lukou():
    text = "我的快递放在中原区林山寨街道建设路与桐柏路口的驿站。"
    assert ("CN_ADDRESS", "中原区林山寨街道建设路与桐柏路口") in found(text)


def test_a_letter_signed_by_a_relation_and_a_name():
    assert ("PERSON", "志刚") in found("亲爱的妈妈：我在这里一切都好，勿念。儿 志刚")


def test_a_district_cut_into_characters_before_its_subdistrict():
    assert ("CN_ADDRESS", "市下区解放路街道") in found("巡逻记录 22:10 市下区解放路街道发现一名迷路老人。")


def test_a_members_field_and_a_player_called_by_seniority_name_no_one():
    assert found("美容院会员卡 会员：卫女士 手机：17637581294 美容师：Coco") >= {("PERSON", "卫")}
    assert ("PERSON", "会员") not in found("美容院会员卡 会员：卫女士 手机：17637581294 美容师：Coco")
    assert found("语音转文字 老六：中路来人了 阿豪：我在打龙") == {("PERSON", "阿豪")}


def test_hospice_care_is_no_name():
    assert "PERSON" not in kinds("安宁疗护病房今天来了新的志愿者。")
