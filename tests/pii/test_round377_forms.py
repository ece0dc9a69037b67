"""The three-hundred-and-seventy-seventh round, found on set 378 (a property agent's notes in Chengdu on a flat for
rent) once it was retired to the test part: an airport as the tenant's employer, where he works as ground crew
(在成都天府国际机场地勤); 地勤 and 值班 now say work, 安检 does not (passengers go through it)."""

from __future__ import annotations

from tests.pii.findings import found


def test_ground_crew_at_an_airport():
    assert ("ORGANIZATION", "成都天府国际机场") in found("男的叫邬晨，在成都天府国际机场地勤，女的叫甄妮娜。")


def test_a_passenger_at_the_security_check_works_nowhere():
    assert found("我们在成都天府国际机场安检排了很久。") == set()
