"""The twenty-eighth round, found on set 28 once it was retired to the test part: a state firm named
by its city and industry, a nickname said to be one, a surname the lexicon lacks after 姓, roles and
fields ending in 师 / 员 / 地, and a dish after 吃 that the tagger read as a name."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


def test_a_state_firm_named_by_its_city_and_industry():
    assert ("ORGANIZATION", "大庆石化") in found("感谢老张同志三十年来在大庆石化的辛勤付出。")


def test_a_nickname_said_to_be_one_even_when_a_character_bears_it():
    assert ("PERSON", "小燕子") in found("小燕子是我给我女儿起的小名。")


def test_a_surname_the_lexicon_lacks_after_xing():
    assert ("PERSON", "妥") in found("我师傅姓妥，是回族，对我特别好。")


@pytest.mark.parametrize("text", ["我问他姓什么，他没说。", "表格里要填姓名，还有电话。"])
def test_xing_before_a_question_or_a_field_gives_no_surname(text):
    assert "PERSON" not in kinds(text)


@pytest.mark.parametrize("text", ["流动人口登记 户籍地：略 现住址：略", "陪诊订单 陪诊师：略 就诊医院：略"])
def test_roles_and_fields_ending_in_shi_yuan_or_di_are_no_speakers(text):
    assert "PERSON" not in kinds(text)


def test_a_dish_after_eating_is_no_name():
    assert "PERSON" not in kinds("我最喜欢吃灰豆子和甜醅子。")
