"""The six-hundred-and-ninety-first round. Set 691 (a Guiyang landlord's rent ledger), retired to the test part, had
nothing missed and no false alarm; older false alarms were fixed instead, found on the test part read whole: a
register's, a file's, a plan's or a notice's heading opening its line in a text of chat turns (免疫登记：…, 领养申请表：…,
正畸档案：…, 康复计划：…, 探视排班：…, 温馨提示：…, 功德榜：…) was taken as one more speaker. They are fields, as the
document headings before them are; someone speaking by a handle beside them is still found."""

from __future__ import annotations

import pytest

from tests.pii.findings import among_chat_turns


@pytest.mark.parametrize("heading", ["免疫登记", "领养申请表", "正畸档案", "康复计划", "探视排班", "温馨提示", "功德榜", "奖金转账"])
def test_a_heading_among_chat_turns_is_no_one(heading):
    assert ("PERSON", heading) not in among_chat_turns(f"{heading}：下周一上午九点，带好证件。")
