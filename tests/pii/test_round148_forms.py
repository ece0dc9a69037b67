"""The hundred-and-forty-eighth round, found on set 149 (Yanbian, Korean Chinese names) once it was retired to the
test part: Korean kinship words, a Korean address, a chat's title without brackets, a nickname before 要 and what only
a person does, an agency ending (海关), and a branch's city the tagger cut into characters."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION, PERSON
from tests.pii.findings import found, kinds


def test_korean_kinship_words_name_no_one():
    text = "池成哲他阿爸吉前年走了，欧巴说他下个月回来。"
    people = {value for kind, value in found(text) if kind == PERSON}
    assert people == {"池成哲"}


def test_a_district_and_its_dong_in_a_text_about_korea():
    assert (ADDRESS, "九老区加里峰洞") in found("欧巴说他在首尔的九老区加里峰洞租了半地下。")
    assert ADDRESS not in kinds("韩国的山区有个山洞。")


def test_a_chats_title_without_brackets_makes_a_turn():
    assert (PERSON, "都英男") in found("冷面馆群 都英男：今天牛骨汤熬好了，下午来拿。")


def test_a_nickname_before_what_is_to_come():
    assert (PERSON, "英子") in found("我妹英子要结婚了，对象是图们的。")


def test_an_agency_named_by_its_town():
    assert (ORGANIZATION, "图们海关") in found("对象姓严，在图们海关上班。")


def test_a_branchs_city_cut_into_characters():
    assert (ORGANIZATION, "水原三星电子") in found("我叫玄贞淑，在韩国水原三星电子的食堂干了六年。")
