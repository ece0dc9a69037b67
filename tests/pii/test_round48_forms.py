"""The forty-eighth round, found on set 49 (Anhui, Fujian, Gansu, Qinghai) once it was retired to the test
part: a faculty in a form's field, a dormitory field that is no speaker, a subdistrict before a firm's
registered name kept apart from it, an employer before one's colleagues, and a poet named by the poems."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_faculty_in_a_forms_field_and_a_dormitory_field():
    record = "心理中心登记 学生：江一凡 学院：材料工程学院 年级：大三 宿舍：南区8栋512"
    assert found(record) == {("PERSON", "江一凡"), ("CN_ADDRESS", "南区8栋512")}


def test_a_subdistrict_before_a_firms_registered_name():
    report = "事故报告 地点：兰州新区秦川街道兰州恒建建设有限公司工地 受伤人员：马福来"
    assert {("CN_ADDRESS", "兰州新区秦川街道"), ("ORGANIZATION", "兰州恒建建设有限公司")} <= found(report)


def test_an_employer_before_ones_colleagues():
    assert ("ORGANIZATION", "福耀玻璃") in found("她说对方是她在福耀玻璃的同事。")


def test_a_poet_named_by_the_poems():
    assert "PERSON" not in kinds("读余秀华的诗，觉得她活得真勇敢。")
