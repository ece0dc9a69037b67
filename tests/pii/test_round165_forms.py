"""The hundred-and-sixty-fifth round, found on set 166 (Chaoshan families) once it was retired to the test part: a
letter's addressee by surname and 母亲大人, a shopping street named by its subdistrict (where people go), and a
trading house one opened (…布行)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION, PERSON
from tests.pii.findings import found, kinds


def test_a_letters_addressee_by_surname():
    text = "侨批 寄澄海县上华镇横陇乡交陈母亲大人收 儿陈荣光自暹罗付银五十元，祈查收。"
    assert (PERSON, "陈") in found(text)


def test_a_shopping_street_named_by_its_subdistrict():
    text = "秀姿你帮我看一下档，我去金平区光华街道商业街拿货。"
    assert ADDRESS not in kinds(text)


def test_a_trading_house_one_opened():
    text = "丽娘的女婿是普宁人，姓方，开了间普宁市流沙东街明华布行。"
    assert (ORGANIZATION, "普宁市流沙东街明华布行") in found(text)
