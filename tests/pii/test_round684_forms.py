"""The six-hundred-and-eighty-fourth round, found on set 684 (a Xiamen hiking club's sign-up thread) once it was retired
to the test part: a hike's leader by a trail name that is a noun, speaking a passage's only turn after the role
(领队山猫：…), named without the role (领队老鹰, 领队大熊 in sets 75 and 138 now exact too); a group's notice after its
role (群主公告：…) and what a leader asks (领队须知：…) are no one. Left unfound: a handle of a phrase signing up with no
speech (木棉花开：报名+1…) and a noun speaking of herself (海风：我带一个朋友…), which no form tells from a heading."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_leader_by_a_trail_name():
    text = "领队山猫：周六爬云顶山，早上六点半在湖里区嘉禾路与仙岳路交叉口集合。"
    assert ("PERSON", "山猫") in found(text)
    assert ("PERSON", "领队山猫") not in found(text)


def test_a_groups_notice_is_no_one():
    assert found("群主公告：明天停水。") == set()
    assert found("领队须知：带够水。") == set()
