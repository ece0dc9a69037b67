"""The seven-hundred-and-fifty-eighth round, found on set 758 (a Suzhou embroidery studio's apprenticeship agreement)
once it was retired to the test part: a clause the tagger glued into one word before a studio's word (作品署 / 工作室 /
名, "works are signed with the studio's name") read as a studio named 作品署."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_thing_signed_with_the_studios_name_names_no_studio():
    assert found("学徒期间作品署工作室名，不得私下接单。") == set()


def test_a_studio_by_its_name_is_still_found():
    assert ("ORGANIZATION", "姑苏绣韵刺绣工作室") in found("甲方：姑苏绣韵刺绣工作室，负责人沈慧娟。")
