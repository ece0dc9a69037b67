"""The fifty-sixth round, found on set 57 (Shantou, Chaozhou, Meizhou, Foshan, Dongguan) once it was retired
to the test part: a dormitory with its building and room, a party of a case named in full, a contract's
parties, a restaurant named 酒家, and a family's group named by its surname."""

from __future__ import annotations

from heartbench.pii.split_names import with_the_cut_character
from heartbench.pii.tokens import Span
from tests.pii.findings import found, tagged


def test_a_dormitory_with_its_building_and_room():
    assert ("CN_ADDRESS", "员工宿舍C栋205") in found("【员工宿舍C栋205】阿花：谁拿了我的衣架 小丽：我")


def test_a_party_of_a_case_named_in_full():
    tokens = tagged([("被告", "n"), ("陈东", "PER"), ("升", "v"), ("民间", "n"), ("借贷", "vn")])
    assert with_the_cut_character(tokens, Span(2, 4, 0.85), "被告陈东升民间借贷") == Span(2, 5, 0.85)
    other = tagged([("我", "r"), ("陈东", "PER"), ("升", "v"), ("民间", "n")])
    assert with_the_cut_character(other, Span(1, 3, 0.85), "我陈东升民间") == Span(1, 3, 0.85)


def test_a_contracts_parties():
    contract = "租赁合同 甲方（出租人）：温金水 乙方（承租人）：邝小梅 租期一年"
    assert {("PERSON", "温金水"), ("PERSON", "邝小梅")} <= found(contract)


def test_a_restaurant_named_jiujia_among_donors():
    assert ("ORGANIZATION", "金海酒家") in found("捐资芳名 苏文华 500元 金海酒家 2000元")


def test_a_familys_group_named_by_its_surname():
    assert ("PERSON", "Wong") in found("【Wong家】阿嫲：回来吃饭 Ken：好")
    assert ("PERSON", "许") in found("【许家一家人】外婆：吃饭了 阿明：来了")
    assert not {name for kind, name in found("【家长群】老师：明天交作业") if kind == "PERSON"}
