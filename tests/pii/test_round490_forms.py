"""The four-hundred-and-ninetieth round, found on set 491 (a tutor's lesson report in Nanjing) once it was retired to
the test part: a pupil's field in a tutor's or a school's record (学生：钱子航，南京市…中学初二（3）班), whatever the
tagger calls the name; a pupil's field with speech after it is a surname before a title at most (学生：王老师，…)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_pupils_field_then_the_school():
    assert ("PERSON", "钱子航") in found("【家教反馈】学生：钱子航，南京市第二十九中学初二（3）班，授课时间：周六下午两点到四点。")


def test_a_pupil_speaking_to_a_teacher():
    assert found("学生：王老师，我想请假，我们班今天运动会。") == {("PERSON", "王")}


def test_a_pupils_field_then_what_was_said():
    assert found("学生：好的，我们下次再约。") == set()
