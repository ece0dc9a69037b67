"""The three-hundred-and-forty-fifth round, found on set 346 (a civil judgment of a county court in Henan over a
private loan) once it was retired to the test part: a guarantor whose given name's last character the tagger read as
a verb (由侯玉 / 成 / 担保), named in full after 由 before what he answers for; and a rural credit union a transfer went
through (通过西平县农村信用合作联社转账), named as its customers name it, nobody's data; where one works there it is kept."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_guarantor_named_in_full_after_you():
    assert found("约定月息一分，由侯玉成担保。") == {("PERSON", "侯玉成")}


def test_a_credit_union_a_transfer_went_through_is_no_ones():
    assert found("原告通过西平县农村信用合作联社转账至被告账户。") == set()
    assert found("他在西平县农村信用合作联社上班。") == {("ORGANIZATION", "西平县农村信用合作联社")}
