"""The hundred-and-fifty-first round, found on set 152 (southern Fujian, Minnan words and names) once it was retired
to the test part: a firm registered under its city and town (taken as an address before), a résumé's 出生 field,
someone named by the surname and 姓 (庄姓信女), and a donation list's head taken for a donor."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, BIRTH_DATE, ORGANIZATION, PERSON
from tests.pii.findings import found, kinds


def test_a_firm_under_its_city_and_town():
    text = "晋江市陈埭镇鸿腾鞋业工资表 十月：陈阿忠 5200，许金治 4800。"
    assert (ORGANIZATION, "晋江市陈埭镇鸿腾鞋业") in found(text)
    assert ADDRESS not in kinds(text)
    # a retired teacher's former school keeps its own start
    assert (ORGANIZATION, "无锡市第一中学") in found("原无锡市第一中学退休教师联谊会定于10月9日举行。")


def test_a_resumes_birth_field():
    assert (BIRTH_DATE, "1996.08.21") in found("个人简历 姓名：蔡雅琳 出生：1996.08.21 籍贯：福建安溪")


def test_someone_named_by_the_surname_alone():
    text = "宫庙捐款芳名：黄水木 600元、林阿招 300元、庄姓信女 200元、无名氏 100元。"
    people = {value for kind, value in found(text) if kind == PERSON}
    assert people == {"黄水木", "林阿招", "庄"}
