"""The sixteenth round's forms, found on set 16 once it was retired to the test part: a live
stream's chat (its first speaker after the label, handles ending in digits, speakers after a work's
title) and a building number the tagger cut before 楼."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_live_streams_chat():
    chat = "直播间：奶盖不加糖：主播再唱一遍《稻香》吧 星河2021：同求 晚风阿宁：主播好温柔 主播：谢谢大家"
    spans = found(chat)
    assert {("PERSON", "奶盖不加糖"), ("PERSON", "星河2021"), ("PERSON", "晚风阿宁")} <= spans
    assert ("PERSON", "主播") not in spans and ("PERSON", "直播间") not in spans


def test_a_field_with_a_year_is_no_speaker():
    assert found("时间：2019 地点：会议室") == set()


def test_a_building_number_the_tagger_cut_before_lou():
    text = "老人于昨天上午从徐州市鼓楼区牌楼街道黄河新村5号楼家中走失。"
    assert ("CN_ADDRESS", "徐州市鼓楼区牌楼街道黄河新村5号楼") in found(text)
