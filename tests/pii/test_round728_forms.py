"""The seven-hundred-and-twenty-eighth round. Set 728 (a Shenyang family's typed transcript of a call about selling
their late father's flat), retired to the test part, had nothing to mend, so the round took an older false alarm of a
text read whole: a verb and its object before a colon (投诉快递：) heads what a line is about, also among a chat's
lines, unless it has a display name's form."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_verb_and_its_object_among_a_chats_lines_is_no_speaker():
    text = "阿凯：周六聚餐定在哪？\n投诉快递：我的件放在驿站，老板说没收到。\n小鱼：老地方吧"
    assert names(text) == {"阿凯", "小鱼"}
