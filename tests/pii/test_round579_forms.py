"""The five-hundred-and-seventy-ninth round, found on set 580 (a hotpot restaurant's staff chat in Chongqing) once it
was retired to the test part: a workmate by a nickname covering for one on leave (幺妹今天请假，胖娃顶一下前厅); a post
covering (前台顶一下) no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_nickname_covering_for_one_on_leave():
    assert ("PERSON", "胖娃") in found("【员工群】幺妹今天请假，胖娃顶一下前厅。")
    assert ("PERSON", "大头") in found("明天调休，大头代班。")


def test_a_post_covering_is_no_one():
    assert found("老李休息，前台顶一下。") == {("PERSON", "老李")}
    assert found("我请假，晚班替一下。") == set()
