"""The five-hundred-and-fifteenth round, found on set 516 (a rural teacher's appeal for winter clothes in Liangshan) once
it was retired to the test part: Yi clan names the lexicon lacked (阿苦拉且), and 小 with an everyday noun opening a
clause before its hands (…，小石头的手都冻裂了): a child's nickname; not a pet's nor a kind of person."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


def test_a_yi_name_by_its_clan():
    assert ("PERSON", "阿苦拉且") in found("像阿苦拉且、吉克阿呷，每天走一个多小时山路来上学。")


def test_a_child_by_a_word_before_its_hands():
    assert ("PERSON", "小石头") in found("每天走一个多小时山路来上学，小石头的手都冻裂了。")


@pytest.mark.parametrize("text", ["天冷了，小狗狗的脚受伤了。", "天冷了，小伙伴的手很冷。"])
def test_a_pet_or_a_kind_before_its_hands(text):
    assert found(text) == set()
