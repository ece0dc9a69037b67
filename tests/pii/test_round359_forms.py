"""The three-hundred-and-fifty-ninth round, found on set 360 (a housekeeping agency in Guangzhou) once it was retired
to the test part: the agency's contact by 小 and her surname, an everyday word (对接的是小麦, wheat too). Set 359,
retired the round before, had no errors to fix, so this round also took on what reading the test part whole still gets
wrong: in a text of many turns, an everyday word heading a record on a line of its own (病历：…, 借条：…, 订单：…) was
taken for a chat's speaker, and its every later mention with it. Seven such false alarms went and no value was lost;
a nickname of a word speaking among other turns (耗子：…) is still a speaker."""

from __future__ import annotations

from tests.pii.findings import found

_CHAT = "小鱼：今天好累啊。\n阿凯：早点睡吧。\n小鱼：嗯嗯。\n"


def test_a_record_heading_on_a_line_of_its_own_is_no_speaker():
    text = _CHAT + "\n病历：患者失眠三个月，情绪低落。\n后来他把病历也带来了。"
    assert found(text) == {("PERSON", "小鱼"), ("PERSON", "阿凯")}


def test_a_nickname_of_a_word_among_the_turns_is_a_speaker():
    assert ("PERSON", "耗子") in found("小鱼：今天好累啊。\n耗子：早点睡吧。\n小鱼：嗯嗯。")
    assert ("PERSON", "耗子") in found("小鱼：今天好累啊。 耗子：早点睡吧。 小鱼：嗯嗯。")


def test_who_serves_by_a_nickname_of_a_word():
    assert ("PERSON", "小麦") in found("我们这边对接的是小麦，她周末轮休。")
    assert found("这次负责的是小米的手机。") == set()
