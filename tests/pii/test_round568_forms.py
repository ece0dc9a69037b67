"""The five-hundred-and-sixty-eighth round, found on set 569 (a rescue team volunteer's log in Hangzhou) once it was
retired to the test part: a volunteer rescue team by its name (杭州公羊会救援队), whole where the tagger took the body
alone; a rescue team of no name (当地救援队) is none. Left: a hiker's trail name the tagger cut in two (风过 / 留痕)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_rescue_team_by_its_name():
    assert found("20:30 杭州公羊会救援队十二名队员到达村口集合。") == {("ORGANIZATION", "杭州公羊会救援队")}


def test_a_rescue_team_of_no_name():
    assert found("当地救援队赶到了。") == set()
