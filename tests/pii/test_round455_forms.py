"""The four-hundred-and-fifty-fifth round, found on set 456 (a city hotline's work order about a neighbour's dog) once
it was retired to the test part: a neighbour named by the surname alone, said to be one, after where they live
(楼上司姓住户), which the tagger read as 上司 ("a boss")."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_neighbour_by_surname_as_such():
    assert found("来电人反映楼上司姓住户养了两条大型犬。") == {("PERSON", "司")}
    assert found("隔壁刘姓邻居天天在楼道堆杂物。") == {("PERSON", "刘")}


def test_a_surname_asked_about():
    assert found("请问您贵姓？我姓什么不重要。") == set()
