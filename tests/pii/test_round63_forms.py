"""The sixty-third round, found on set 64 (village and small-town life) once it was retired to the test part:
a village before its villagers or its committee, a family member by the household and the order, a
contract's and a loan's terms, a village head before a name, and a village that is no family's group."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_village_before_its_villagers_or_its_committee():
    assert ("CN_ADDRESS", "李家湾村") in found("【李家湾村村民群】村主任李长顺：明天开会 李二狗：收到")
    assert ("CN_ADDRESS", "马家堡村") in found("经选举，马占山同志当选为马家堡村村民委员会主任。")
    assert "ORGANIZATION" not in kinds("经选举，马占山同志当选为马家堡村村民委员会主任。")


def test_a_village_head_before_a_name_and_no_family_group():
    people = {name for kind, name in found("【李家湾村村民群】村主任李长顺：明天开会 李二狗：收到") if kind == "PERSON"}
    assert people == {"李长顺", "李二狗"}


def test_a_family_member_by_the_household_and_the_order():
    assert ("PERSON", "王家老三") in found("人情簿 赵德明 200元 王家老三 100元 孙丽 50元")


def test_a_contracts_and_a_loans_terms_name_no_one():
    contract = "租赁合同 租赁面积：三百平 租金：每年两万 期限：五年 承租人：罗开富"
    assert {name for kind, name in found(contract) if kind == "PERSON"} == {"罗开富"}
