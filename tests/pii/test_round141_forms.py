"""The hundred-and-forty-first round, found on set 142 (work in offices in Shenzhen and Guangzhou) once it was
retired to the test part: a form's field for a manager read as a speaker (直属领导：…), and a relation taken into a
firm's name before its ending (客户 / 华住集团). Left: a client firm visited, which the tool removes by its ending."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_a_managers_field_is_no_speaker():
    text = "入职登记表 姓名：钟梓豪 部门：研发中心 直属领导：区经理 身份证号：440306199702124510"
    assert names(text) == {"钟梓豪", "区"}


def test_a_relation_is_no_part_of_a_firms_name():
    organisations = {value for kind, value in found("事由：出差上海拜访客户华住集团 金额：3860元") if kind == ORGANIZATION}
    assert organisations == {"华住集团"}
