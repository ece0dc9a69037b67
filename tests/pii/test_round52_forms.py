"""The fifty-second round, found on set 53 (traditional characters; Taiwan and Hong Kong) once it was retired
to the test part: a thread's author in its header, Taiwan's calendar, LINE ids, Taiwan's plates, lanes and
sections of Taiwan's roads, a crossing joined to its second road, an employer after 任职于, a Hong Kong
school named 书院 where someone attends it, Hong Kong estates (邨) and blocks (楼) in display names, a
street's activity centre, Hokkien kinship words, clinic fields, characters paired with a character, and
the surrogates of such display names, plates and crossings."""

from __future__ import annotations

import random

import pytest

from heartbench.pii.engine import Anonymizer
from heartbench.pii.surrogates import SurrogateMaker, SurrogateMap
from tests.pii.findings import found, kinds


@pytest.mark.parametrize(
    ("text", "entity"),
    [
        ("[閒聊] 搬家好累 作者 mango_tw88 新家在板橋", ("PERSON", "mango_tw88")),
        ("申請人 姓名：林雅惠 出生日期：民國79年3月8日", ("DATE_OF_BIRTH", "民國79年3月8日")),
        ("有興趣請加LINE：banqiao_room2 謝謝", ("WECHAT_ID", "banqiao_room2")),
        ("車號KLM-2047，停在路邊被刮", ("CN_LICENSE_PLATE", "KLM-2047")),
        ("我住在新北市板橋區文化路一段188巷3號4樓。", ("CN_ADDRESS", "新北市板橋區文化路一段188巷3號4樓")),
        ("於新竹市東區光復路與建功路口發生擦撞", ("CN_ADDRESS", "新竹市東區光復路與建功路口")),
        ("目前任職於台灣大哥大，負責客服。", ("ORGANIZATION", "台灣大哥大")),
        ("個案就讀拔萃書院中四，與父親同住。", ("SCHOOL", "拔萃書院")),
        ("本週日在臺南市東區崇明路活動中心辦理疫苗接種", ("CN_ADDRESS", "臺南市東區崇明路")),
    ],
)
def test_taiwan_and_hong_kong_forms(text, entity):
    assert entity in found(text)


def test_a_plate_of_letters_needs_a_word_that_says_plate():
    assert "CN_LICENSE_PLATE" not in kinds("型號ABC-1234的零件缺貨。")


def test_a_street_activity_centre_is_no_organisation():
    assert "ORGANIZATION" not in kinds("本週日在臺南市東區崇明路活動中心辦理疫苗接種")


def test_a_hong_kong_estate_and_its_blocks_in_a_neighbours_chat():
    chat = "【荔景邨街坊群】華景樓-陳太：停水了 華景樓-Joe：係呀"
    assert {("CN_ADDRESS", "荔景邨"), ("PERSON", "華景樓-陳太"), ("PERSON", "華景樓-Joe")} <= found(chat)


def test_hokkien_kinship_and_a_clinics_fields_name_no_one():
    assert ("PERSON", "阿嬤") not in found("【林家群】阿嬤：今天回來吃飯嗎 美玲：會 建志：我加班")
    assert {name for kind, name in found("醫師：陳醫師 科別：家醫科") if kind == "PERSON"} == {"陳"}


def test_a_name_paired_with_a_character_is_a_character():
    assert "PERSON" not in kinds("看了《那些年》，柯景騰跟沈佳宜的故事好青春。")
    assert ("PERSON", "林浩") in found("看完《繁花》我给林浩打电话。")


def maker(seed: int = 3) -> SurrogateMaker:
    return SurrogateMaker(random.Random(seed), SurrogateMap())


def test_a_display_names_surrogate_keeps_its_prefix_and_title():
    surrogates = maker()
    first, second = surrogates.person("丰和楼-黄太"), surrogates.person("丰和楼-Ken")
    assert first.split("-")[0] == second.split("-")[0] != "丰和楼" and first.split("-")[0].endswith("楼")
    assert first.endswith("太") and first.split("-")[1][0] != "黄"
    neighbour = surrogates.person("3栋-刘姐")
    assert neighbour[0].isdigit() and neighbour.endswith("栋-" + neighbour.split("-")[1]) and neighbour.endswith("姐")
    assert surrogates.person("表姐-晓燕").startswith("表姐-")


def test_a_taiwan_plate_surrogate_keeps_its_form():
    plate = maker().plate("MHR-5823")
    assert plate != "MHR-5823" and plate[3] == "-" and plate[:3].isascii() and plate[:3].isalpha() and plate[4:].isdigit()


def test_a_crossing_surrogate_keeps_both_roads_apart():
    anonymized, _ = Anonymizer().anonymize("在越秀区解放北路与东风中路交界骑电动车被撞", seed=4)
    assert "与" in anonymized and "解放北路" not in anonymized and "东风中路" not in anonymized
