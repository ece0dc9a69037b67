"""The six-hundred-and-forty-sixth round, found on set 646 (a counselling client's long message to her counsellor) once
it was retired to the test part: a kindergarten named by a coined word the tagger read as an adjective, then its kind
(小橡树 / 双语 / 幼儿园); a kind alone (公立双语幼儿园) names none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_coined_name_then_its_kind():
    assert ("SCHOOL", "小橡树双语幼儿园") in found("周末还要接送孩子去小橡树双语幼儿园上兴趣班。")


def test_kinds_alone_name_no_school():
    assert found("送孩子去公立双语幼儿园。") == set()
