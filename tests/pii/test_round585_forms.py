"""The five-hundred-and-eighty-fifth round, found on set 586 (an HR assistant's interview notes in Suzhou) once it was
retired to the test part: a university then the subject studied there (苏州大学机械工程硕士) is the school alone, not a
firm of a trade (金鼎物流 still is)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_university_then_its_subject():
    assert found("三十一岁，苏州大学机械工程硕士。") == {("SCHOOL", "苏州大学")}


def test_a_firm_then_its_trade_still_joins():
    assert ("ORGANIZATION", "金鼎物流") in found("我在金鼎物流上班。")
