"""The five-hundred-and-twenty-fourth round, found on set 525 (a Chinese student's post in Tokyo) once it was retired to
the test part: a Japanese ward's, city's or town's office by its name (新宿区役所), an authority one deals with; by its kind
alone (去区役所) none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_wards_office_by_its_name():
    assert ("ORGANIZATION", "新宿区役所") in found("上周去新宿区役所办了在留卡的住址变更。")


def test_a_wards_office_by_its_kind():
    assert found("去区役所办手续。") == set()
