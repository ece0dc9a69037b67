"""The four-hundred-and-fourteenth round, found on set 415 (a student in Melbourne writing to her mother in mixed
Chinese and English) once it was retired to the test part: a bubble tea brand where she works (在CoCo都可打工; the
tagger cut it into CoCo / 都 / 可), and an agency named after its founder read as a person (Barry Plant中介管的)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_tea_brand_where_one_works():
    assert found("我周末在CoCo都可打工，一小时二十六刀。") == {("ORGANIZATION", "CoCo都可")}


def test_a_firm_named_after_its_founder_is_no_person():
    assert found("房子是Barry Plant中介管的，押金四周房租。") == set()
    assert found("室友叫Barry Plant，人很好。") == {("PERSON", "Barry Plant")}
