"""The seven-hundred-and-tenth round. Set 710 (a Wuhan bus company's incident report), once retired to the test part,
had nothing to mend, so older false alarms of texts read whole were mended: among a chat's turns, a trade or a board
heading its member (保险顾问：, 兼职翻译：, 答辩委员会：), a choir's voice (女高音：), a team's members (队员：) and a
meeting's numbered item (议题一：) are no speakers."""

from __future__ import annotations

import pytest

from tests.pii.findings import among_chat_turns


@pytest.mark.parametrize("heading", ["保险顾问", "兼职翻译", "答辩委员会", "女高音", "队员", "议题一"])
def test_a_heading_among_turns(heading):
    assert not any(value == heading for _, value in among_chat_turns(f"{heading}：名单下午发群里，大家看一下。"))
