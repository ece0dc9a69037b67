"""The seven-hundred-and-thirty-fourth round, found on set 734 (a Changchun retiree's diary of a reunion of his old
factory workshop) once it was retired to the test part: 张罗, "to arrange a gathering", which the tagger read as a
person and a rule then joined to the verb before it (我来张罗 → 来张罗, 来 being a surname too)."""

from __future__ import annotations

from tests.pii.findings import names


def test_to_arrange_a_gathering_names_no_one():
    assert names("明年开春再聚，我来张罗。") == set()
    assert names("这事谁张罗的？") == set()


def test_a_rare_surname_read_as_a_preposition_is_still_found():
    assert names("申请人仝建华到场。") == {"仝建华"}
