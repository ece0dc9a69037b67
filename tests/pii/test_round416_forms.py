"""The four-hundred-and-sixteenth round, found on set 417 (a father's medical crowdfunding appeal in Gansu) once it
was retired to the test part: a brickworks where one does odd jobs (在兰州新区建投砖厂打零工): 打零工 is work too."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_workplace_of_odd_jobs():
    assert found("平时在兰州新区建投砖厂打零工。") == {("ORGANIZATION", "兰州新区建投砖厂")}
    assert found("我在工地上打零工。") == set()
