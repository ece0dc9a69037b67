"""The seven-hundred-and-sixty-first round, found on set 761 (a Hangzhou livestream studio's schedule for its hosts)
once it was retired to the test part: a host by her stage name with her full name in brackets after it (小鹿酱（鹿佳琪）),
which names her wherever the stage name comes again, and an operations lead by surname and 运营, a title the tagger
reads as a verb (运营：邵运营)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_stage_name_with_the_full_name_in_brackets():
    text = "早场 8:00-12:00 小鹿酱（鹿佳琪），卖女装，样衣找杭州锦绣服饰有限公司的温经理拿。\n小鹿酱周三请假。"
    assert names(text) == {"小鹿酱", "鹿佳琪", "温"}


def test_a_role_with_the_full_name_in_brackets_is_the_name_alone():
    assert names("房东（刘建国）说下个月涨租。") == {"刘建国"}


def test_an_operations_lead_by_surname():
    assert names("【排班表】运营：邵运营") == {"邵"}
    assert names("周三早场张运营自己上。") == {"张"}


def test_operations_as_work_is_no_one():
    assert names("平台运营规则改了，我们做运营的很累。") == set()
