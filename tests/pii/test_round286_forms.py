"""The two-hundred-and-eighty-sixth round, found on set 287 (a migrant beekeeper from Gansu) once it was retired to the
test part: a nickname the tagger joined to the word for one (小名狗蛋 / ，), a household by its surname whose yard
someone lives in (住的是雷家的场院), and a household's boy asked to carry something, the verb glued to the surname
(托申 / 家 / 小子)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_nickname_joined_to_the_word_for_one():
    assert "狗蛋" in names("是老伴她表姐家的娃，小名狗蛋，干活实在，就是话少。")
    assert names("他外号很多，我小名宝贝，") == set()


def test_a_household_whose_yard_or_house_someone_lives_in():
    assert "雷" in names("在娘娘坝住的是雷家的场院，一天五块钱。")
    assert "王" in names("我们租在王家老宅。")
    assert names("住的是岳家的房子，租的是公家的房子。") == set()


def test_a_household_member_asked_with_the_verb_glued_to_the_surname():
    assert "申" in names("我托申家小子捎回去两瓶蜂王浆，放冰箱里。")
    assert names("让全家孩子都来。") == set()
