"""The six-hundred-and-eighty-seventh round, found on set 687 (a Wuhan game guild's chat) once it was retired to the
test part, a passage at a time: a handle speaking a passage's only turn after a group's own role and a dash
(会长-夜雨听风：…), a handle of letters with digits or an underscore (Kira_07：…, not Kira alone), and a pet name and what
it does speaking of itself (小鹿乱跑：我是…). A group's discussion heading (小组讨论：…), a field with a year (时间2024：…)
and a notice after a role (物业-通知：…) are no one. Left unfound: a game class before a nickname (狂战士阿豪：…) and a
restaurant ending in 馆 alone (江汉路胖嫂豆皮馆)."""

from __future__ import annotations

from tests.pii.findings import found


def test_handles_speaking_one_turn():
    assert ("PERSON", "夜雨听风") in found("会长-夜雨听风：周六线下聚会定了，订座名字写的熊志远。")
    assert found("Kira_07：我从汉阳过来，大概一个小时。") == {("PERSON", "Kira_07")}
    assert found("小鹿乱跑：我是第一次参加线下，有点紧张哈哈。") == {("PERSON", "小鹿乱跑")}


def test_headings_fields_and_notices_are_no_one():
    assert found("小组讨论：我们先分工。") == set()
    assert found("时间2024：下午") == set()
    assert found("物业-通知：停水") == set()
