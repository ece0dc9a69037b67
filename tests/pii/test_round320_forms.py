"""The three-hundred-and-twentieth round, found on set 321 (a village temple's rebuilding in Putian) once it was retired
to the test part: a Malaysian address as the post writes it, its house number first (No. 27, Jalan Bunga Raya 3, Taman
Sri Muda, 40400 Shah Alam, Selangor), and a builder's crew named by its county and name after the contract's party word
the tagger joined to it (承包方仙游县鸿达古建筑工程队). The bank where the temple keeps its account, named by its city
(莆田农商银行), is found and the set leaves it unlabelled (a customer's bank); left so."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_malaysian_address_as_the_post_writes_it():
    address = "No. 27, Jalan Bunga Raya 3, Taman Sri Muda, 40400 Shah Alam, Selangor"
    assert ("CN_ADDRESS", address) in found(f"收据请寄{address}。")


def test_a_builders_crew_after_the_party_word():
    text = "施工合同：承包方仙游县鸿达古建筑工程队，负责人郑文龙，工期八个月。"
    assert ("ORGANIZATION", "仙游县鸿达古建筑工程队") in found(text)
    assert found("找了个施工队装修。") == set()
