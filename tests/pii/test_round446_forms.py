"""The four-hundred-and-forty-sixth round, found on set 447 (a night nurse's handover notes in Wuhan) once it was
retired to the test part: the nurse taking over by her surname 代, a family name of Sichuan and Hubei that is also
the verb "to stand in for", in a record's field (接班护士：代护士). Standing in for a teacher names no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_that_is_a_verb_in_a_field():
    assert found("交班护士：熊佳怡 接班护士：代护士") == {("PERSON", "熊佳怡"), ("PERSON", "代")}


def test_standing_in_for_someone():
    assert found("我代老师来拿作业，他今天请假了。") == set()
    assert found("明天我代班，你代护士长开会。") == set()
