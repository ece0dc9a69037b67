"""The six-hundred-and-ninety-third round. Set 693 (a Chaoshan family's chat arranging a funeral), retired to the test
part, had nothing missed and no false alarm; more headings taken for speakers read whole were fixed instead (as in
round 691): a letter's, a file's or a service's heading opening its line among chat turns (读者来信：, 信访材料：,
被害人陈述：, 骑手申诉：, 宽带安装：, 户口迁移：, 商铺招租：, 婚宴预订：) is a field."""

from __future__ import annotations

import pytest

from tests.pii.findings import among_chat_turns


@pytest.mark.parametrize("heading", ["读者来信", "信访材料", "被害人陈述", "骑手申诉", "宽带安装", "户口迁移", "商铺招租", "婚宴预订"])
def test_a_heading_among_chat_turns_is_no_one(heading):
    assert ("PERSON", heading) not in among_chat_turns(f"{heading}：下周一上午九点，带好证件。")
