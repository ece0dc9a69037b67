"""The hundred-and-ninth round, found on set 110 (growing old in southern Fujian) once it was retired to the
test part: a name listed after names whose surname the tagger read as "once" (陈清泉 8:30、曾 / 宝珠 9:00), and
a kin word with what the relative did read as one name (阿伯来信) is no one. Left: the firm that sold a father
health products, which the tool removes though a customer names it."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_name_listed_after_names():
    assert names("日间照料中心签到：陈清泉 8:30、李阿招 8:45、曾宝珠 9:00、许伯 9:10") == {"陈清泉", "李阿招", "曾宝珠", "许"}


def test_a_kin_word_and_what_the_relative_did():
    assert names("菲律宾的阿伯来信：阿弟，我在马尼拉一切平安。") == set()
