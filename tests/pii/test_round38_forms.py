"""The thirty-eighth round, found on set 39 once it was retired to the test part: a surname read as a
verb before a title after a record's colon or a split relation, a list item with the surname 那, an
employer's form field, a firm before a job, a port or an airport before the post held there, a handle
met in a game, a dormitory hall and room, and a given name read as a firm after a relation."""

from __future__ import annotations

from heartbench.pii.lexical import PersonRecognizer
from tests.pii.findings import found, kinds, tagged


def test_a_surname_read_as_a_verb_before_a_title():
    assert ("PERSON", "包") in found("记录人：包主任。")
    assert ("PERSON", "管") in found("我跟辅导员管老师说过这件事。")


def test_a_list_item_led_by_the_surname_na():
    assert ("PERSON", "那日松") in found("值日表 周二：陈思彤、那日松 周四：黎老师")
    assert "PERSON" not in kinds("那天、那时候，我们都还小。")


def test_an_employers_form_field():
    record = "面试记录 候选人：宋佳 前雇主：拼多多 评价：沟通顺畅"
    assert found(record) == {("PERSON", "宋佳"), ("ORGANIZATION", "拼多多")}
    assert "ORGANIZATION" not in kinds("登记表 工作单位：自由职业 电话：13812345678")


def test_a_firm_before_a_job_and_a_workplace_before_a_post():
    assert ("ORGANIZATION", "云天化") in found("她是云天化的销售，天天跑客户。")
    assert "ORGANIZATION" not in kinds("她是公司的销售，天天跑客户。")
    assert ("ORGANIZATION", "成都双流国际机场") in found("他在成都双流国际机场地勤上班。")


def test_a_handle_met_in_a_game():
    assert ("PERSON", "一颗柠檬") in found("在网上认识的一颗柠檬约我周末见面。")
    assert "PERSON" not in kinds("网上认识的朋友说要来看我。")


def test_a_dormitory_hall_and_room_where_someone_lives():
    assert ("CN_ADDRESS", "江大北区梧桐楼A417") in found("我们住江大北区梧桐楼A417，四人间。")
    assert "CN_ADDRESS" not in kinds("明天在教学楼302上课。")


def test_a_given_name_read_as_a_firm_after_a_relation():
    # the tagger reads a given name as a firm now and then (她姐 / 桂芬[ORG] / 家); its tags are given here
    text = "她姐桂芬家住几天"
    tokens = tagged([("她", "r"), ("姐", "n"), ("桂芬", "ORG"), ("家", "n"), ("住", "v"), ("几天", "m")])
    assert [(span.start, span.end) for span in PersonRecognizer().find(text, tokens)] == [(2, 4)]
    brand = tagged([("我", "r"), ("同事", "n"), ("华为", "ORG"), ("家", "n")])
    assert PersonRecognizer().find("我同事华为家", brand) == []
