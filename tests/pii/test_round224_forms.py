"""The two-hundred-and-twenty-fourth round, found on set 225 (an academic conference in Hangzhou) once it was retired to
the test part: a university in an invoice's payer field is an organisation that pays, not a school attended
(发票抬头：南京信息工程大学)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_university_paying_an_invoice():
    assert found("发票抬头：南京信息工程大学，请开增值税普通发票。") == {("ORGANIZATION", "南京信息工程大学")}
