"""The twenty-second round, found on set 23 once it was retired to the test part: estates named alone,
a town read as a verb, numbered roads and 交口 crossings split by the tagger, buildings and rooms of
neighbours, dorm floors, names in a form's person fields, a surname then a given name read as a noun,
and roles and form fields that are no chat speakers."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


@pytest.mark.parametrize(
    ("text", "estate"),
    [
        ("我住在丽水华庭，离公司很近。", "丽水华庭"),
        ("我们去年搬到了碧桂名苑，房子大一点。", "碧桂名苑"),
        ("外卖放在锦园二区门口就行。", "锦园二区"),
    ],
)
def test_an_estate_named_alone(text, estate):
    assert ("CN_ADDRESS", estate) in found(text)


@pytest.mark.parametrize("text", ["我住在这个小区三年了。", "我住在学校公寓，四个人一间。", "校园东区的食堂很好吃。"])
def test_a_generic_estate_or_campus_part_is_no_address(text):
    assert "CN_ADDRESS" not in kinds(text)


def test_a_town_the_tagger_read_as_a_verb():
    assert ("CN_ADDRESS", "桐庐县分水镇") in found("我老家是桐庐县分水镇的，初中毕业就出来打工了。")


def test_a_numbered_road_the_tagger_split():
    assert ("CN_ADDRESS", "宝安区西乡街道固戍一路") in found("他在宝安区西乡街道固戍一路开了个修车铺。")


def test_a_crossing_named_with_jiaokou():
    assert ("CN_ADDRESS", "滨湖新区徽州大道与方兴大道交口") in found("司机：我到滨湖新区徽州大道与方兴大道交口了。 乘客：好的")


def test_a_neighbours_building_and_room():
    assert ("CN_ADDRESS", "12幢802") in found("调解记录：楼下12幢802业主说楼上漏水。")


def test_a_dorm_floor_after_an_industrial_park():
    text = "我现在住公司宿舍，苏州工业园区星湖街328号创意产业园宿舍楼4楼，四个人一间。"
    assert ("CN_ADDRESS", "苏州工业园区星湖街328号创意产业园宿舍楼4楼") in found(text)


def test_names_in_a_forms_person_fields():
    form = "学生信息登记表 姓名：羊梓涵 家庭住址：略 监护人：羊国林"
    assert {("PERSON", "羊梓涵"), ("PERSON", "羊国林")} <= found(form)


def test_a_lone_surname_then_a_given_name_read_as_a_noun():
    assert ("PERSON", "符海洋") in found("她说前夫符海洋昨晚又来了。")


@pytest.mark.parametrize(
    "text",
    ["司机：您好，我到小区门口了。 乘客：好的，马上下来。", "转学申请 原就读学校：略 现居住地：略"],
)
def test_roles_and_form_fields_are_no_speakers(text):
    assert "PERSON" not in kinds(text)
