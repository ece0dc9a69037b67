"""The nineteenth round, found on set 19 once it was retired to the test part: a surname and a
one-character title the tagger kept as one word, and display names with a class year."""

from __future__ import annotations

import pytest

from heartbench.pii.lac import tagger
from tests.pii.findings import found


def test_a_surname_and_a_title_in_one_word():
    text = "有疑问联系麦叔，他就住在一楼。"
    assert ("麦叔", "n") in tagger().tag(text)
    assert ("PERSON", "麦") in found(text)


@pytest.mark.parametrize("text", ["帅哥你好，请问地铁站怎么走？", "我找表哥借了点钱。", "空姐很耐心地帮我放好了行李。"])
def test_an_everyday_word_or_a_relation_is_no_surname_and_title(text):
    assert not {kind for kind, _ in found(text)} & {"PERSON"}


def test_display_names_with_a_class_year():
    chat = "【校友群】08届-陈晨：周末聚餐来吗？ 10级-阿飞：来！ 08届-陈晨：好"
    assert {("PERSON", "08届-陈晨"), ("PERSON", "10级-阿飞")} <= found(chat)
