"""The seventy-eighth round, found on set 79 (body and clinic) once it was retired to the test part: a
surname read as a preposition in a record's field (医生：于 / 医生), a role ending in 客服 and a trade the
tagger tagged a person (验光师), and siblings by birth order as speakers of a family's group."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_surname_read_as_a_preposition_in_a_records_field():
    assert ("PERSON", "于") in found("口腔预约 患者：邵雅琴 项目：洗牙 医生：于医生 诊所：芝罘区美齿口腔诊所")


def test_a_role_and_a_trade_are_no_names():
    chat = "药店客服：您好，这款药需要处方。 顾客小丸子：我上周开过"
    assert "药店客服" not in names(chat)
    form = "验光单 姓名：冉一诺 右眼：-3.25 验光师：初老师"
    assert names(form) == {"冉一诺", "初"}


def test_siblings_by_birth_order_are_no_speakers():
    chat = "【鞠家病房群】 大姐：妈今天吃了半碗粥 鞠建军：我明天上午去换班 小妹：我晚上给她擦身子"
    assert "小妹" not in names(chat)
