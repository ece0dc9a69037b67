"""The twenty-third round, found on set 22 once it was retired to the test part: a rare surname read
as a preposition, a record's role, a colon and a surname, an estate a parcel was left at, a nickname of
a given name and a familiar title, a given name right after a relation, and a role before 说."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


def test_a_rare_surname_read_as_a_preposition_before_a_tagged_given_name():
    assert ("PERSON", "仝建华") in found("调解笔录 申请人仝建华称，对方去年借款五万元至今未还。")


def test_a_function_word_before_a_given_name_stays_outside_it():
    assert ("PERSON", "建华") in found("我昨天和建华吵了一架。")


def test_a_surname_alone_after_a_records_role_and_a_colon():
    assert ("PERSON", "阚") in found("调解员：阚。地点：区人民调解委员会")


def test_an_estate_a_parcel_was_left_at():
    assert ("CN_ADDRESS", "幸福里小区") in found("您的快递放在幸福里小区东门丰巢柜了，取件码3381。")


@pytest.mark.parametrize(("text", "nickname"), [("和伟哥吵了一架，他非说我不关心他。", "伟哥"), ("丽姐说明天一起吃饭。", "丽姐")])
def test_a_given_names_character_and_a_familiar_title_are_one_nickname(text, nickname):
    assert ("PERSON", nickname) in found(text)


def test_a_surname_and_a_familiar_title_give_the_surname():
    assert ("PERSON", "王") in found("王哥说明天一起吃饭。")


def test_a_given_name_right_after_a_relation():
    assert ("PERSON", "铁柱") in found("你弟铁柱考上大学了，下个月摆酒。")


@pytest.mark.parametrize("text", ["我妈生日快到了。", "我妈腰椎不好，天天喊疼。", "你姐电话打不通。"])
def test_what_a_relation_has_is_no_name(text):
    assert "PERSON" not in kinds(text)


def test_a_role_before_a_verb_of_saying_is_nobody():
    assert "PERSON" not in kinds("心理咨询师说，情绪没有对错，重要的是看见它。")
