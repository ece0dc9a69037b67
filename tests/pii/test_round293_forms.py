"""The two-hundred-and-ninety-third round, found on set 294 (a young man in Nantong matched as a marrow donor) once it
was retired to the test part: its one false alarm, the Red Cross named by its kind alone (红十字会来电), as every city
has one; named with its city it is still found (南通市红十字会)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_public_body_every_city_has_names_none():
    assert found("红十字会来电：您好，请问是缪子轩吗？") == {("PERSON", "缪子轩")}
    assert found("去残联办了残疾证。") == set()


def test_the_one_of_a_city_still_is_found():
    assert ("ORGANIZATION", "南通市红十字会") in found("让我这周去南通市红十字会，带身份证。")
