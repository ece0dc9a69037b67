"""The sixty-sixth round, found on set 67 (health and care) once it was retired to the test part: a
surname joined to its department (消化科陆 / 医生), an honouring title the tagger split (钮 / 老 / 先生),
a rarer surname, a record headed by the home that keeps it, and a record's fields and roles that are no
speakers (接诊医生, 访客, 出院医嘱)."""

from __future__ import annotations

from tests.pii.findings import found, kinds, names


def test_a_surname_joined_to_its_department():
    assert ("PERSON", "陆") in found("复诊单 接诊：呼吸科陆医生 建议：戒烟")


def test_a_rarer_surname_before_an_honouring_title_in_two_words():
    assert ("PERSON", "钮") in found("验光单 顾客：钮老先生，79岁，老花加散光。")


def test_a_record_headed_by_the_home_that_keeps_it():
    assert ("ORGANIZATION", "松鹤敬老院") in found("【松鹤敬老院】探视登记 被探视人：林阿公 访客：林海（孙子）")
    assert "ORGANIZATION" not in kinds("【心理咨询中心】预约须知：请提前一天预约。")


def test_a_records_fields_and_roles_are_no_speakers():
    record = "出院小结 姓名：贝嘉怡 出院医嘱：按时服药 接诊医生：盛医生 访客：无"
    people = names(record)
    assert people == {"贝嘉怡", "盛"}
