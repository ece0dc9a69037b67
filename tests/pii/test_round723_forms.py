"""The seven-hundred-and-twenty-third round, found on set 723 (a Hefei piano teacher's lesson notes) once it was
retired to the test part: piano studies named after their composers (哈农, 车尔尼, 拜厄, 布格缪勒) are what a pupil
practises, no one in the text."""

from __future__ import annotations

from tests.pii.findings import names


def test_piano_studies_named_after_their_composers_name_no_one():
    assert names("葛雨萱同学：左手还是偏重，回家每天练二十分钟哈农。") == {"葛雨萱"}
    assert names("车尔尼599弹到第三十条了，拜厄也要复习。") == set()
    assert names("布格缪勒的第三首弹得不错。") == set()
