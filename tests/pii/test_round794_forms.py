"""The seven-hundred-and-ninety-fourth round, found on set 794 (a Lanzhou beef-noodle shop owner's notes) once it was
retired to the test part: a Hui religious name the lexicon lacked, with its surname before it (马哈比布; the surname is
the name's, as in 马穆萨), and the owner's own branch short of hands where a worker is sent (老马家牛肉面西关店那边缺人)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_hui_name_with_its_surname():
    assert names("早班拉面师傅是马哈比布，面揉得好，就是脾气急。") == {"马哈比布"}
    assert names("我和白法图麦去进货。") == {"白法图麦"}


def test_the_owners_branch_short_of_hands():
    assert ("ORGANIZATION", "老马家牛肉面西关店") in found("老马家牛肉面西关店那边缺人的时候，派人过去帮忙。")
    assert found("早餐店那边缺人，我们店那边缺人。") == set()
