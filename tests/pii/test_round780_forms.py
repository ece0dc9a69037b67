"""The seven-hundred-and-eightieth round, found on set 780 (a Taipei renter's bulletin-board post in traditional
characters) once it was retired to the test part: a Taiwan flat by its floor's unit (218號5樓之2), where the address
stopped at the floor, and the estate agency a lease was signed through, named with its agent (透過永慶房屋的陳小姐簽的約)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_taiwan_flat_by_its_floors_unit():
    text = "去年租了台北市大安區復興南路一段218號5樓之2，房東林先生一開始人很好。"
    assert ("CN_ADDRESS", "台北市大安區復興南路一段218號5樓之2") in found(text)


def test_the_agency_a_lease_was_signed_through():
    assert ("ORGANIZATION", "永慶房屋") in found("當初是透過永慶房屋的陳小姐簽的約。")
    assert ("ORGANIZATION", "永庆房屋") in found("当初是通过永庆房屋的陈小姐签的约。")


def test_a_kind_of_agency_is_no_firm():
    assert {kind for kind, _ in found("找了一家中介的王经理，又联系了小区物业的张经理。")} == {"PERSON"}
