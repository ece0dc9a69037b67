"""The five-hundred-and-seventy-second round, found on set 573 (a fitness coach's client notes in Qingdao) once it was
retired to the test part: a gym's branch in the title of its staff's work record (【乐刻运动青岛万象城店私教记录】), the
branch the coach works at, as in a shift note's title; its members' group is none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_branch_in_a_work_records_title():
    assert ("ORGANIZATION", "乐刻运动青岛万象城店") in found("【乐刻运动青岛万象城店私教记录】单姐，45岁，膝盖有旧伤。")


def test_a_branchs_members_group():
    assert found("【乐刻运动青岛万象城店会员群】本周六团课取消。") == set()
