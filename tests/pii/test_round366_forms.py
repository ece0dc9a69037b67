"""The three-hundred-and-sixty-sixth round, found on set 367 (a beef noodle shop owner's notebook in Lanzhou) once it
was retired to the test part: the beef supplier by a Hui surname and 老板, the surname read as a verb ("to scatter")
after 从 and before 那里 (牛肉从撒老板那里进): from someone's place."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_read_as_a_verb_from_someones_place():
    assert ("PERSON", "撒") in found("牛肉还是从撒老板那里进，每天早上六点送到。")


def test_from_an_office_names_no_one():
    assert found("从管理处那里拿钥匙。") == set()
