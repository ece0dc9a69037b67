"""The seventy-third round, found on set 74 (school and parenting) once it was retired to the test part:
a roster's headings that are verbs (签到, 请假, 接力), and the last of a list of names cut before how many
they are, with characters of given names popular since the 1990s (梓萌)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_rosters_headings_that_are_verbs_are_no_speakers():
    roster = "【周六班】 签到：卞子涵、季浩宇 请假：盛安然"
    people = names(roster)
    assert {"卞子涵", "季浩宇"} <= people and not people & {"签到", "请假"}


def test_the_last_of_a_list_of_names_before_how_many_they_are():
    notice = "奖学金公示 经评审，葛文静、夏宇轩、薛梓萌三名同学获得一等奖学金。"
    assert ("PERSON", "薛梓萌") in found(notice)
