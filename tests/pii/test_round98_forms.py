"""The ninety-eighth round, found on set 99 (counselling as people type it) once it was retired to the test
part: a professional speaking in a transcript by role and surname (咨询师林：…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_professional_speaking_by_role_and_surname():
    assert names("咨询师林：今天就到这里，下周三同一时间见。") == {"林"}
    assert names("咨询师：今天就到这里。") == set()
