"""The six-hundred-and-thirty-second round, found on set 633 (a pharmacy's follow-up notes in Hefei) once it was
retired to the test part: a pharmacist by surname and 药师 (随访记录（管药师）); an estate's flat whose long name left
out the district before it (住蜀山区琥珀名城和园12栋801), the district now taken with it."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_pharmacist_by_surname():
    assert found("11月26日随访记录（管药师）") == {("PERSON", "管")}


def test_a_long_estate_name_keeps_its_district():
    assert ("CN_ADDRESS", "蜀山区琥珀名城和园12栋801") in found("钮大爷住蜀山区琥珀名城和园12栋801，糖尿病。")
