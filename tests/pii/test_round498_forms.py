"""The four-hundred-and-ninety-eighth round, found on set 499 (a lawyer's notes of a divorce consultation in Chengdu)
once it was retired to the test part: a vehicle one is paid to drive for a firm names one's employer (在川航开飞机), as
a machine run at a port does (在宁波舟山港开吊车)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_airline_one_flies_for():
    assert ("ORGANIZATION", "川航") in found("老公蒋文涛在川航开飞机，常年不着家。")


def test_a_place_where_one_drives_is_no_employer():
    assert found("他在北京开火车。") == set()
