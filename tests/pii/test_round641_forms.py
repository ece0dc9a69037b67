"""The six-hundred-and-forty-first round, found on set 642 (a voice-to-text call to a Taiyuan community mediation
office) once it was retired to the test part: a neighbouring household by its surname (楼上贾家天天半夜剁馅子), the
surname the value; everyone downstairs (楼下大家) is no household."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_neighbouring_household_by_its_surname():
    assert found("楼上贾家天天半夜剁馅子。") == {("PERSON", "贾")}


def test_everyone_downstairs_is_no_household():
    assert found("楼下大家都在跳广场舞。") == set()
