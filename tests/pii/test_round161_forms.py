"""The hundred-and-sixty-first round, found on set 162 (Chinese families in Bangkok and Jakarta) once it was retired
to the test part: a foreign spouse by nationality and name, a soi and a jalan, an association hall, a name in capitals
spelt in Hokkien, an Indonesian firm (PT …), a Latin name before a Chinese one in brackets, Chinese taught abroad
(华文) read as a name, and a Thai mobile."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, MOBILE, ORGANIZATION
from tests.pii.findings import found, names


def test_a_foreign_spouse_by_nationality_and_name():
    assert "颂猜" in names("我表姐嫁给了泰国人颂猜，婚礼在曼谷办。")


def test_a_soi_and_a_jalan():
    assert (ADDRESS, "Soi 39, Sukhumvit Road") in found("她现在住Soi 39, Sukhumvit Road，离公司很近。")
    text = "我在雅加达的PT Sinar Mas做会计，住Jl. Gajah Mada No. 128，上下班堵车两个小时。"
    findings = found(text)
    assert (ADDRESS, "Jl. Gajah Mada No. 128") in findings
    assert (ORGANIZATION, "PT Sinar Mas") in findings
    assert not names(text)


def test_an_association_hall():
    assert (ORGANIZATION, "曼谷潮州会馆") in found("曼谷潮州会馆通知：会员林振发先生于本月十日逝世。")


def test_a_name_in_capitals_spelt_in_hokkien():
    assert "TAN SIEW LING" in names("汇款：收款人 TAN SIEW LING，附言：给阿嬷看病。")


def test_a_latin_name_before_a_chinese_one_and_chinese_taught_abroad():
    assert names("华文班学生：Budi Santoso（黄志明）、Siti、陈美玲，下周考试。") == {"Budi Santoso", "黄志明", "Siti", "陈美玲"}


def test_a_thai_mobile():
    assert (MOBILE, "+66 81 234 5678") in found("他的泰国手机是+66 81 234 5678，微信是somchai_bkk88。")
