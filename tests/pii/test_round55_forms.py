"""The fifty-fifth round, found on set 56 (Yinchuan, Urumqi, Yan'an) once it was retired to the test part: a
patient named right after the bed, a fan's handle that holds an idol's name, a club's and a patrol's
roles, a word for bullying, and a bookshop chain a customer names."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_patient_named_right_after_the_bed():
    handover = "交班记录 8床王秀兰，81岁，血糖偏高。9床买买提江，术后第一天，夜间睡眠差。"
    assert {("PERSON", "王秀兰"), ("PERSON", "买买提江")} <= found(handover)


def test_a_fans_handle_that_holds_an_idols_name():
    chat = "后援会群 王一博的小月亮：新剧官宣了！ 橘子汽水：啊啊啊"
    assert ("PERSON", "王一博的小月亮") in found(chat)
    assert "PERSON" not in kinds("昨晚看了王一博的新剧，演得真好。")


def test_a_clubs_and_a_patrols_roles_name_no_one():
    chat = "【摄影社群】社长阿凯：周六去拍日出 小鱼：几点集合 社长阿凯：五点"
    assert {name for kind, name in found(chat) if kind == "PERSON"} == {"阿凯", "小鱼"}
    roster = "巡逻排班 周二：赵文斌、帕尔哈提 带队：社区民警郑警官"
    assert ("PERSON", "带队") not in found(roster)


def test_a_word_for_bullying_and_a_bookshop_chain():
    assert "PERSON" not in kinds("霸凌情况说明 近期班上出现推搡现象。")
    assert "ORGANIZATION" not in kinds("周末去新华书店买了两本书。")
