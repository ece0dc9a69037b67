"""The seven-hundred-and-third round. Set 703 (a renter's complaint about a car-rental deposit), retired to the test
part, had nothing missed and no false alarm; more headings taken for speakers read whole were fixed instead: what a
screenshot, a photo or a notebook says, or a talk about an offer (截图里的聊天：, 身份证照片上的字：, 外婆的本子上写着：,
offer沟通：)."""

from __future__ import annotations

import pytest

from tests.pii.findings import among_chat_turns


@pytest.mark.parametrize("heading", ["截图里的聊天", "身份证照片上的字", "外婆的本子上写着", "offer沟通"])
def test_a_heading_among_chat_turns_is_no_one(heading):
    assert ("PERSON", heading) not in among_chat_turns(f"{heading}：下周一上午九点，带好证件。")
