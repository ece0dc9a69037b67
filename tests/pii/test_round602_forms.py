"""The six-hundred-and-second round, found on set 603 (a graduate student's diary about her lab in Nanjing) once it was
retired to the test part: a lab's room by campus, hall and wing where one works every day (实验室在仙林校区化学楼B区412);
a classroom one has a lesson in (在教学楼302上课) no address."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_labs_room_by_campus_hall_and_wing():
    assert found("实验室在仙林校区化学楼B区412，晚上十点以后整栋楼就我。") == {("CN_ADDRESS", "仙林校区化学楼B区412")}


def test_a_classroom_is_no_address():
    assert found("他在教学楼302上课。") == set()
