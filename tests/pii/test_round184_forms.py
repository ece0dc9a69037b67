"""The hundred-and-eighty-fourth round, found on set 185 (a secondary school in Hefei) once it was retired to the test
part: a pupil after the class, before how often they did something (八（3）班查浩然多次…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_pupil_after_the_class_before_how_often():
    text = "欺凌报告：八（3）班查浩然多次在厕所推搡同班同学汪小北，已约谈双方家长。"
    assert names(text) == {"查浩然", "汪小北"}
