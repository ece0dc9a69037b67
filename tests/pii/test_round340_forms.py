"""The three-hundred-and-fortieth round, found on set 341 (a family from Qinghai running a noodle shop in Shenzhen) once
it was retired to the test part: a subdistrict's office by the short name people use (民治街道办), named by its
subdistrict; the office of no named subdistrict stays a kind (去街道办盖章)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_subdistricts_office_by_its_short_name():
    assert found("房东说招牌要拆，我们找了民治街道办的城管。") == {("ORGANIZATION", "民治街道办")}


def test_the_office_of_no_named_subdistrict_is_a_kind():
    assert found("去街道办盖章，社区和街道办都不管。") == set()
