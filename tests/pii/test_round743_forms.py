"""The seven-hundred-and-forty-third round. Set 743 (a Shanxi miner's wife's draft of a work-injury claim), retired to
the test part, had nothing left to fix, so the round took older false alarms in texts of many turns read whole:
labels before a colon that name no one: an ordinal (第一排：…, 第十八世：…), a month (十月：…), a kind of body
(补习社：…) and an estate's management office (西溪蝶园物业：…), whose estate is then found as the address."""

from __future__ import annotations

from tests.pii.findings import found, names

_CHAT = "小鱼：周六聚餐定在哪？\n阿凯：老地方吧\n"


def test_ordinals_and_months_before_a_colon_are_no_speakers():
    assert names(_CHAT + "第一排：钱老师、薛医生；第二排：汤佳怡、管子涵") == {"小鱼", "阿凯", "钱", "薛", "汤佳怡", "管子涵"}
    assert names(_CHAT + "十月：陈阿忠 5200，许金治 4800") == {"小鱼", "阿凯", "陈阿忠", "许金治"}
    assert "第十八世" not in names(_CHAT + "第十八世：谭德厚，配刘氏，生三子。")


def test_a_kind_of_body_and_an_estates_office_are_no_speakers():
    assert "补习社" not in names(_CHAT + "补习社：梓晴妈妈你好，这周六的课改到下午三点。")
    text = _CHAT + "西溪蝶园物业：电梯已帮您预约，周三上午九点。"
    assert "西溪蝶园物业" not in names(text) and ("CN_ADDRESS", "西溪蝶园") in found(text)
