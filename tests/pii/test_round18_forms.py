"""The eighteenth round, found on set 18 once it was retired to the test part: a community with
its building, a community under its subdistrict, a letter's signer, a doubled nickname the tagger
read as a measure word, and an employer where one drives."""

from __future__ import annotations

import pytest

from heartbench.pii.lac import tagger
from tests.pii.findings import found


@pytest.mark.parametrize(("text", "address"), [
    ("家访地址：郑州市金水区花园路街道农业路社区12号楼3单元。", "郑州市金水区花园路街道农业路社区12号楼3单元"),
    ("【通知】和平街道光明社区居民请注意：明天停水。", "和平街道光明社区"),
])
def test_communities(text, address):
    assert ("CN_ADDRESS", address) in found(text)


def test_a_subdistrict_or_a_community_word_alone_is_no_address():
    assert found("他住在望京街道那边，我们社区的活动很多。") == set()


def test_a_letters_signer():
    assert ("PERSON", "闵静怡") in found("感谢您多年的照顾。此致 敬礼 闵静怡")
    assert found("此致敬礼！") == set()


def test_a_doubled_nickname_read_as_a_measure_word():
    text = "开学第一天，送朵朵去幼儿园，她哭了一路。"
    assert ("朵朵", "q") in tagger().tag(text)
    assert ("PERSON", "朵朵") in found(text)
    assert found("天上飘着一朵朵白云。") == set()


def test_an_employer_where_one_drives():
    assert ("ORGANIZATION", "顺丰") in found("我老公在顺丰开车，一个月只能回来四五天。")
