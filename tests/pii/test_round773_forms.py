"""The seven-hundred-and-seventy-third round. Set 773 (a Wuhan designer's diary) had nothing to fix on retiring, so
the round took two false alarms of set 81 read whole: a handle's last word (老周爱摄影) recurring as the word, a
credits line's role (摄影：阿Ben) and a studio's trade (摄影工作室), was taken for the handle's owner; where it
recurs as someone (慢慢跑的蜗牛 … 蜗牛你打我电话) it still is."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_handles_last_word_as_a_role_or_a_modifier_names_no_one():
    text = "记者：顾冉 摄影：阿Ben\n直播间礼物榜 1.秋天的第一杯奶茶 嘉年华×2 2.老周爱摄影 火箭×1\n摄影工作室预约 客户：华小姐\n"
    assert names(text) == {"顾冉", "阿Ben", "秋天的第一杯奶茶", "老周爱摄影", "华"}


def test_a_handles_last_word_addressing_its_owner_is_that_one():
    assert "蜗牛" in names("跑团群 慢慢跑的蜗牛：明天几点集合？\n风一样的阿杰：蜗牛你打我电话，我五点五十到。\n")


def test_the_last_two_of_a_four_character_name_stand_for_that_one():
    assert names("学生吉克阿呷，女，三年级。阿呷上课很认真。") == {"吉克阿呷", "阿呷"}
