"""The three-hundred-and-sixty-second round, found on set 363 (a law firm's intake notes in Zhengzhou on a traffic
accident) once it was retired to the test part: a crossing of a numbered road of Zhengzhou's grid (经三路), whose first
character the tagger read as a preposition (经 / 三路), as the second road and as the first."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_numbered_road_of_the_grid_in_a_crossing():
    assert found("事发地点：金水路与经三路交叉口，时间是11月9日晚上。") == {("CN_ADDRESS", "金水路与经三路交叉口")}
    assert found("事发地点：经三路与金水路交叉口。") == {("CN_ADDRESS", "经三路与金水路交叉口")}
