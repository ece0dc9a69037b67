"""The three-hundred-and-fifty-sixth round, found on set 357 (a wedding photographer's studio in Dali) once it was
retired to the test part: a bride whose name is an everyday word (甘露, "sweet dew"), tagged a person beside her
groom's full name yet dropped as a word, and named again right after the payer's role (付款人甘露，)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_everyday_word_listed_beside_a_full_name():
    assert found("客人邝思远、甘露预约了12月3号的旅拍。") == {("PERSON", "邝思远"), ("PERSON", "甘露")}


def test_a_name_right_after_the_payers_role():
    assert ("PERSON", "甘露") in found("定金两千已收，付款人甘露，尾款拍完当天结清。")
    assert ("PERSON", "戚") in found("收款人戚，账号后四位3321。")


def test_what_a_payers_field_holds_names_no_one():
    assert found("请核对付款人信息，再转账。") == set()
