"""The five-hundred-and-ninth round, found on set 510 (a woman in Shenzhen on her Hong Kong husband and their people)
once it was retired to the test part: what people call someone, a word or not, before a pause (他朋友都叫他大文，), not
a relation, the word for a name or a kind of person (叫他老公, 叫他名字, 都叫她学霸); a relative by a word before an
event of a life (表弟石头下个月结婚)."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


def test_what_friends_call_someone():
    assert ("PERSON", "大文") in found("他朋友都叫他大文，他叫我阿珍。")


@pytest.mark.parametrize("text", ["我叫他老公。", "叫他名字就行。", "大家都叫她学霸，", "你叫他过来。"])
def test_calling_someone_no_name(text):
    assert found(text) == set()


def test_a_cousin_before_his_wedding():
    assert ("PERSON", "石头") in found("他表弟石头下个月结婚，请我们去喝喜酒。")


def test_a_character_called_by_players():
    assert found("原神的钟离，玩家都叫他帝君。") == set()


def test_a_surname_and_a_title_called_so():
    assert ("PERSON", "汤") in found("村里人都叫她汤嫂。")
