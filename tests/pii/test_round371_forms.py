"""The three-hundred-and-seventy-first round, found on set 372 (a gym's personal-training records in Wuhan) once it was
retired to the test part: the trainer by surname and title after a role and 是, the surname read as a verb
(她的私教是喻 / 教练), as round 357 took it after 的是; not after what one's job is (他的任务是管 / 老师)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_read_as_a_verb_after_a_role_and_shi():
    assert found("她的私教是喻教练，课程还剩十八节。") == {("PERSON", "喻")}


def test_a_task_before_shi_names_no_one():
    assert found("他的任务是管老师，不是管学生。") == set()
