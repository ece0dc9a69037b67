"""The four-hundred-and-eighty-ninth round, found on set 490 (a bride's Weibo post about a wedding studio) once it was
retired to the test part: a wedding studio by its name (厦门曼妙婚纱摄影, 金夫人影楼), not by its kind (去影楼拍了婚纱照);
and a word of an English sentence the tagger called a person is no pinyin name's initials (lost half the photos)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_wedding_studio_by_its_name():
    assert ("ORGANIZATION", "厦门曼妙婚纱摄影") in found("【维权】在厦门曼妙婚纱摄影拍的婚纱照，摄影师Leo把我们的底片弄丢了一半！")


def test_a_wedding_studio_by_its_kind():
    assert found("我们去影楼拍了婚纱照。") == set()


def test_a_word_of_an_english_sentence():
    assert found("about a wedding studio that lost half the photos: the studio") == set()


def test_initials_opening_a_clause_still():
    assert ("PERSON", "zyh") in found("救命 zyh今天又在班群里阴阳我")
