"""The seven-hundred-and-fifth round, found on set 705 (a Foshan furniture factory's chat in Cantonese) once it was
retired to the test part: the tagger, which never learnt Cantonese, read 佢 and 话 into the name after them (佢话北滘宏丰
家具厂会 as one person, 佢知阿明 as another), so the factory or the man was lost. The tagger is now shown them in Mandarin
(他说), one character for one, and its words are cut from the text as written."""

from __future__ import annotations

from heartbench.pii.engine import tag
from heartbench.pii.textnorm import tagger_view
from tests.pii.findings import found


def test_a_factory_after_he_says():
    assert ("ORGANIZATION", "北滘宏丰家具厂") in found("佢话北滘宏丰家具厂会报工伤。")
    assert ("ORGANIZATION", "容桂鸿发电器厂") in found("佢话容桂鸿发电器厂今个月唔出粮。")


def test_a_name_after_i_told_him():
    assert ("PERSON", "阿明") in found("我话佢知阿明冇事。")


def test_the_words_are_the_texts_own():
    text = "佢话北滘宏丰家具厂会报工伤。"
    assert "".join(tag(text).words) == text
    assert tagger_view("佢哋话") == "他们说" and tagger_view("我的话费") == "我的话费"
