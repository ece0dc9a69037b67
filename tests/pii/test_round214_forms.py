"""The two-hundred-and-fourteenth round, found on set 215 (a coal miner's family in Taiyuan) once it was retired to the
test part: a miner's employer by the work done there (在西山煤电下井), and a display name with a numbered mine before
the dash, where she lives (二矿-翠兰：)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_miners_employer():
    assert ("ORGANIZATION", "西山煤电") in found("俺男人在西山煤电下井十五年了，今年查出尘肺。")


def test_a_display_name_with_a_numbered_mine():
    assert names("姐妹群 二矿-翠兰：明天去复查，谁一起？ 秀梅：俺去。") == {"二矿-翠兰", "秀梅"}
