"""The hundred-and-fourth round, found on set 105 (social assistance in the countryside) once it was retired to
the test part: a community after its town that the tagger split (长安镇 / 霄边 / 社区), and a register's fields as
no speakers (残疾类别：, 从何处返回：)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_community_after_its_town():
    text = "返乡人员登记 姓名：何小勇 返回日期：11月20日 从何处返回：东莞市长安镇霄边社区 联系电话：15186327709"
    assert found(text) == {
        ("PERSON", "何小勇"), ("CN_ADDRESS", "东莞市长安镇霄边社区"), ("CN_MOBILE", "15186327709"),
    }


def test_a_registers_fields_are_no_speakers():
    assert names("残疾人证 姓名：罗正富 残疾类别：肢体 残疾等级：二级") == {"罗正富"}
