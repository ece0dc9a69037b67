"""The seven-hundred-and-forty-sixth round. Set 746 (a Hong Kong estate agent's WhatsApp messages to a new tenant),
retired to the test part, had nothing left to fix, so the round took older misses: Tibetan given names that are words
too (才让, 尼玛), left alone as they may be 才 + 让 or a curse online, opening their entries in a herders' ledger
among other Tibetan names (11月：才让交牛奶320斤，尼玛交酥油40斤，贡布家交…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_tibetan_names_that_are_words_among_tibetan_names():
    text = "合作社账目 11月：才让交牛奶320斤，尼玛交酥油40斤，贡布家交牦牛肉两百斤。记账：旦增"
    assert names(text) == {"才让", "尼玛", "贡布", "旦增"}


def test_without_tibetan_names_around_they_stay_words():
    assert names("你才让我等了一个小时，还好意思说。") == set()
