"""The six-hundred-and-fifty-second round, found on set 652 (a Jinan teacher's notes on a home visit) once it was retired
to the test part: 老关 as "always shuts", inside a clause before where one stays shut (孩子回家老关在屋里) or with 着
(他老关着门), which changed a passage; Old Guan heading a clause (老关在屋里等你, 老关上班去了) is still a name."""

from __future__ import annotations

from tests.pii.findings import found


def test_always_shut_in_is_no_name():
    assert found("孩子最近回家老关在屋里，手机不离手。") == set()
    assert found("他老关着门。") == set()


def test_old_guan_heading_a_clause_is_a_name():
    assert found("老关在屋里等你。") == {("PERSON", "老关")}
    assert found("老关上班去了。") == {("PERSON", "老关")}
