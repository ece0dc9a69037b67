"""The six-hundred-and-fifty-eighth round, found on set 658 (a Chengdu tattoo studio's booking chat) once it was retired
to the test part: an office's number after the plaza on its road (…99号银石广场2305), part of the address; a lone turn
by a handle of a pet and what it will not eat (小野猫不吃鱼：…); a pronoun's taste before a colon is no one.
Left: a birthday given after the name with no word of birth beside it (蒲思雨，2001年7月19日，电话…)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_offices_number_after_its_plaza():
    text = "工作室在锦江区红星路三段99号银石广场2305，到了给我打电话。"
    assert ("CN_ADDRESS", "锦江区红星路三段99号银石广场2305") in found(text)


def test_a_lone_turn_by_a_pet_who_will_not_eat():
    assert ("PERSON", "小野猫不吃鱼") in found("小野猫不吃鱼：老师你好，想约下周六下午纹个小图，手腕内侧。")


def test_a_pronouns_taste_is_no_one():
    assert found("我不吃鱼：真的。") == set()
