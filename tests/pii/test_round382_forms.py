"""The three-hundred-and-eighty-second round, found on set 383 (a community legal aid clinic's notes in Kunming on a
wage dispute) once it was retired to the test part: a labour arbitration committee named as a kind, which every
district has (去劳动仲裁委立案), changed a passage without personal data; the one of a named district is still an
authority someone deals with (官渡区劳动仲裁委)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_kind_of_arbitration_committee_names_none():
    assert found("下周一陪他去劳动仲裁委立案。") == set()


def test_a_districts_arbitration_committee_is_one():
    assert ("ORGANIZATION", "官渡区劳动仲裁委") in found("去官渡区劳动仲裁委立案。")
