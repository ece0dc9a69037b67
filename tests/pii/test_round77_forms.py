"""The seventy-seventh round, found on set 78 (safety, law and social work) once it was retired to the test
part: an employer in a form's 用人单位 field at length, the Miao family name 务 before a title, a town's own
mediation committee named with its town, a police record's fields, and a village people visit."""

from __future__ import annotations

from tests.pii.findings import found, kinds, names


def test_an_employer_in_the_yongren_danwei_field():
    form = "法律援助申请表 申请人：韦光荣 案由：工伤赔偿 用人单位：毕节市七星关区鑫源煤矿"
    assert ("ORGANIZATION", "毕节市七星关区鑫源煤矿") in found(form)


def test_the_miao_family_name_wu_before_a_title():
    assert ("PERSON", "务") in found("家访记录 服务对象：龙小雨，10岁。社工：务老师")


def test_a_towns_own_mediation_committee():
    text = "经南明区花果园街道人民调解委员会调解，双方达成协议。"
    assert ("ORGANIZATION", "南明区花果园街道人民调解委员会") in found(text)


def test_a_police_records_fields_are_no_speakers():
    record = "接警记录 报警人：杨女士 报警内容：邻居吵架 出警民警：陈警官"
    assert names(record) <= {"杨", "杨女士", "陈", "陈警官"}


def test_a_village_people_visit_is_no_address():
    assert "CN_ADDRESS" not in kinds("西江千户苗寨的夜景，灯一亮起来像星星一样。")
