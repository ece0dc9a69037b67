"""The hundred-and-eighty-fifth round, found on set 186 (renovating a flat in Hangzhou) once it was retired to the
test part: a surname and a title of one character after a field's colon, read as a verb (项目经理：闻工), and an estate
named by its management office (西溪雅苑物业管理处), where the flat is."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION
from tests.pii.findings import found, names


def test_a_surname_and_title_after_a_fields_colon():
    assert "闻" in names("装修报价单 业主：俞晨曦 项目经理：闻工 13758164093")


def test_an_estate_named_by_its_management_office():
    findings = found("装修许可证 西溪雅苑物业管理处 施工时间：8:00-12:00")
    assert (ADDRESS, "西溪雅苑") in findings
    assert not [value for kind, value in findings if kind == ORGANIZATION]
