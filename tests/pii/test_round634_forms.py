"""The six-hundred-and-thirty-fourth round, found on set 635 (a class reunion planned in a Nanjing alumni chat) once it
was retired to the test part: an everyday noun heading a clause, then the firm where it works and as what
(大头在苏宁易购做采购): a classmate's nickname, as only a person holds a job; a firm or a place doing work there
stays no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_nickname_holding_a_job_at_a_firm():
    assert ("PERSON", "大头") in found("大头在苏宁易购做采购，说可以拉点赞助。")


def test_a_firm_or_a_place_doing_work_there_is_no_one():
    assert not any(kind == "PERSON" for kind, _ in found("公司在阿里巴巴做销售。"))
    assert found("总部在深圳做研发。") == set()


def test_kin_together_working_at_a_firm_is_no_nickname():
    assert ("PERSON", "父母") not in found("父母在华强电子厂打工，一年回来一次。")
