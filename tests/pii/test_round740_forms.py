"""The seven-hundred-and-fortieth round. Set 740 (an Urumqi used-car sale agreement), retired to the test part, had
nothing left to fix, so the round took older false alarms: headings read as a chat's speakers in lines of fields or
of a long text of many turns: a roster's events (跳绳：赵欣怡 接力：大壮…), a small ad's goods (卖红薯：…), whom a vote
list is of (已投：…) and what one read (看到一句话：…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_rosters_events_are_no_speakers():
    text = "运动会报名 100米：顾昊天、祝晨阳 跳绳：赵欣怡 接力：大壮、贲子轩"
    assert names(text) == {"顾昊天", "祝晨阳", "赵欣怡", "大壮", "贲子轩"}


def test_a_chat_of_several_turns_on_a_line_still_has_its_speakers():
    assert names("石头：在 阿凯：到了") == {"石头", "阿凯"}


def test_headings_among_many_turns_are_no_speakers():
    text = (
        "村医：王振华\n"
        "卖红薯：自家种的红薯，十斤三十块，联系老蒋\n"
        "畜主：葛大爷\n"
        "已投：Tony、小白、老鲍\n"
        "小组长：收到 我：收到\n"
        "看到一句话：你不必成为别人期待的样子。\n"
        "楼主：有没有人也害怕过年？"
    )
    found = names(text)
    assert not found & {"卖红薯", "红薯", "已投", "看到一句话"}
    assert {"王振华", "Tony", "小白", "老鲍"} <= found
