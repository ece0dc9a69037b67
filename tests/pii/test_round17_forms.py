"""The seventeenth round, found on set 17 once it was retired to the test part: a brand the tagger
marks as an organisation is someone's employer only where a work slot says so (a bank where one
opens an account is not), a name every city's school bears names no school, and a road's first
character the tagger read as a verb stays in the address."""

from __future__ import annotations

import pytest

from heartbench.pii.lac import tagger
from tests.pii.findings import found


@pytest.mark.parametrize("text", ["我在招商银行开了个户。", "我在中国银行存了一笔定期。"])
def test_a_bank_where_a_customer_goes_is_no_one(text):
    assert any(tag == "ORG" for _, tag in tagger().tag(text))  # the tagger marks the bank
    assert found(text) == set()


def test_a_bank_someone_works_at_is_their_employer():
    assert ("ORGANIZATION", "招商银行") in found("我表哥在招商银行上班，天天加班。")


def test_a_name_every_citys_school_bears():
    assert found("孩子在实验小学读三年级。") == set()
    assert ("SCHOOL", "北京市实验小学") in found("他在北京市实验小学读书。")


def test_a_roads_first_character_read_as_a_verb():
    text = "我住在江北区观音桥街道建新北路二支路8号。"
    assert ("建", "v") in tagger().tag(text)
    assert ("CN_ADDRESS", "江北区观音桥街道建新北路二支路8号") in found(text)
    assert found("从朝阳区到海淀区要开一个小时。") == set()
