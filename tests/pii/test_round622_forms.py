"""The six-hundred-and-twenty-second round, found on set 623 (a tutoring centre teacher's weekly feedback in Jinan) once
it was retired to the test part: the teacher's own tutoring firm by its campus (我们济南优学派教育解放路校区…), her
employer; education at home (我们家庭教育) no firm."""

from __future__ import annotations

from tests.pii.findings import found


def test_ones_own_tutoring_firm_by_its_campus():
    assert found("我们济南优学派教育解放路校区下个月开始寒假班。") == {("ORGANIZATION", "济南优学派教育解放路校区")}
    assert found("我们家庭教育很重要。") == set()
