"""The seven-hundred-and-twenty-fifth round, found on set 725 (a Guiyang driving school's group chat booking an exam)
once it was retired to the test part: the school in its group's title, where the tagger glued the test's 科 to it
(筑城顺安驾校科 / 二3组), and a learner by given name after 跟 and before the swap she is asked to make (你跟思雨换一下)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_driving_school_before_the_test_its_group_prepares_for():
    assert ("ORGANIZATION", "筑城顺安驾校") in found("【筑城顺安驾校科二3组】")


def test_a_given_name_one_swaps_or_talks_with():
    assert "思雨" in names("周四没名额了，你跟思雨换一下，她说周四也行。")
    assert names("你跟同学换一下。") == set()
    assert names("跟明天说一声。") == set()
