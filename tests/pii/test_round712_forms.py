"""The seven-hundred-and-twelfth round, found on set 712 (a Chongqing hotpot waitress's application for labour
arbitration) once it was retired to the test part: a party that is a business with its person in charge after a comma
(被申请人：重庆渝味老灶火锅店，负责人付老板), as in brackets; and that person by a surname the tagger read as a verb
(付 / 老板) after a record's role (负责人, 联系人). A role before a verb names no one (负责人付款)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_business_party_and_its_person_in_charge():
    findings = found("被申请人：重庆渝味老灶火锅店，负责人付老板。")
    assert {("ORGANIZATION", "重庆渝味老灶火锅店"), ("PERSON", "付")} <= findings


def test_a_role_then_someone_by_surname():
    assert ("PERSON", "付") in found("联系人付经理，电话另告。")


def test_a_role_then_a_verb():
    assert found("货到以后由负责人付款。") == set()
