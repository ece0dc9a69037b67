"""The seventy-first round, found on set 72 (old age and family) once it was retired to the test part: a
family's group named 一家亲, a man by his surname and 老汉, a town of one character under its district, and a
birthday in the lunar calendar."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_familys_group_named_yijiaqin():
    assert ("PERSON", "王") in found("【王家一家亲】 二姨：周六都来啊")


def test_a_man_by_his_surname_and_laohan():
    assert ("PERSON", "焦") in found("寻人启事 焦老汉，男，79岁，于今早走失。")


def test_a_town_of_one_character_under_its_district():
    assert ("CN_ADDRESS", "陈仓区虢镇") in found("等放寒假我就回陈仓区虢镇看您。")


def test_a_birthday_in_the_lunar_calendar():
    assert ("DATE_OF_BIRTH", "1949年正月十五") in found("我爷爷出生于1949年正月十五。")
    assert ("DATE_OF_BIRTH", "腊月二十三") in found("奶奶的生日是腊月二十三。")
