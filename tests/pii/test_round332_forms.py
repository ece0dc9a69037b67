"""The three-hundred-and-thirty-second round, found on set 333 (a village mediation in Guangxi over an orchard's
boundary) once it was retired to the test part: a role's field that gives only a surname, then where that person works
in brackets (调解员：覃（石寨镇司法所）); a field of no role stays as it is (颜色：黄（偏橙）)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_alone_in_a_roles_field():
    text = "地点：村委会会议室 调解员：覃（石寨镇司法所）"
    assert found(text) == {("PERSON", "覃"), ("ORGANIZATION", "石寨镇司法所")}


def test_a_surname_character_in_a_field_of_no_role_is_no_one():
    assert found("颜色：黄（偏橙），尺码：M") == set()
