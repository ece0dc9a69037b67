"""The ninety-fourth round, found on set 95 (grandparents in Shenzhen and Guangzhou, Teochew and Hakka
families) once it was retired to the test part: a clan's association named by its surname (古氏宗亲会), a
surname read as "once" before a given name read as a bank (老伴曾 / 广发), a health record's fields as no
speakers (慢病：), and Teochew and Cantonese kin words (阿弟) as no names."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_clans_association_is_an_organisation_not_a_person():
    text = "古氏宗亲会通知：本年冬至祭祖定于12月21日举行，请各房派代表参加。"
    assert found(text) == {("ORGANIZATION", "古氏宗亲会")}


def test_a_surname_read_as_once_before_a_given_name_read_as_a_bank():
    assert names("我在深圳带孙女三年了，老伴曾广发一个人在老家守着老屋。") == {"曾广发"}
    assert names("我老伴曾住院三个月。") == set()


def test_a_health_records_fields_are_no_speakers():
    assert names("健康档案 姓名：黄玉英 慢病：高血压 家庭医生：邓医生") == {"黄玉英", "邓"}


def test_kin_words_of_teochew_are_no_names():
    assert names("阿娥：阿弟，阿妈今日又讲要返汕头。") == {"阿娥"}
