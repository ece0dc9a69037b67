"""The two-hundred-and-sixty-sixth round, found on set 267 (a county vet in Xunhua, Qinghai) once it was retired to the
test part: a Tibetan herder whose name's first half the tagger read as 才 and 让 (藏族牧民才 / 让 / 东主说…), and the
north-west's word for father run into the verb after it and read as a name (跟着他阿大来帮忙)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_tibetan_name_whose_first_half_was_read_as_words():
    assert names("藏族牧民才让东主说他的羊是在道帏藏族乡宁巴村草场放的，离得远。") == {"才让东主"}


def test_ada_the_word_for_father_is_no_name():
    assert names("韩努海的小儿子尕娃十二岁，每次都跟着他阿大来帮忙抓羊。") == {"韩努海", "尕娃"}
