"""The five-hundred-and-seventy-fifth round, found on set 576 (a county court's mediation notice in Jiangxi) once it
was retired to the test part: a court's tribunal in a township after the court (于都县人民法院银坑人民法庭), whole; a
witness by a nickname the bracket says people call him (矮子（村里人都这么叫他）). A tribunal of no place (人民法庭) is none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_courts_tribunal_in_a_township():
    assert ("ORGANIZATION", "于都县人民法院银坑人民法庭") in found("于都县人民法院银坑人民法庭调解通知：原告肖春生。")
    assert found("在人民法庭门口等。") == set()


def test_a_nickname_people_call_someone():
    assert found("证人矮子（村里人都这么叫他）届时一同到场。") == {("PERSON", "矮子")}
