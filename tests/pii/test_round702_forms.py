"""The seven-hundred-and-second round. Set 702 (a Jinan community's meal-delivery log), retired to the test part, had
nothing missed and no false alarm; more headings taken for speakers read whole were fixed instead (as in rounds 691,
693 and 700): a service's, an event's or a chat group's heading (家具送货：, 关爱活动：, 翻译日程：, 差评原文：,
科目一群：, 预防接种证：)."""

from __future__ import annotations

import pytest

from tests.pii.findings import among_chat_turns


@pytest.mark.parametrize("heading", ["家具送货", "关爱活动", "翻译日程", "差评原文", "科目一群", "预防接种证", "快递寄修", "摊位许可"])
def test_a_heading_among_chat_turns_is_no_one(heading):
    assert ("PERSON", heading) not in among_chat_turns(f"{heading}：下周一上午九点，带好证件。")
