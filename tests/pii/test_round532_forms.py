"""The five-hundred-and-thirty-second round, found on set 533 (a mediation between a restaurant and a food blogger in
Changsha) once it was retired to the test part: a party to a dispute that is a business, its person in charge in
brackets after it (申请人长沙辣火火湘菜馆（负责人龙老板）); a person as a party stays a person."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_business_as_a_party():
    assert ("ORGANIZATION", "长沙辣火火湘菜馆") in found("调解记录：申请人长沙辣火火湘菜馆（负责人龙老板），被申请人吃货小鹿。")


def test_a_person_as_a_party():
    assert ("PERSON", "王建国") in found("申请人王建国，被申请人李秀兰，因宅基地发生纠纷。")


def test_a_handle_after_a_partys_role():
    assert ("PERSON", "吃货小鹿") in found("被申请人吃货小鹿（本名钟鹿鸣），抖音号chihuo_xiaolu。")
