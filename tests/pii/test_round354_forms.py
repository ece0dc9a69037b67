"""The three-hundred-and-fifty-fourth round, found on set 355 (an online game guild's QQ group planning a meetup in
Changsha) once it was retired to the test part: the guild named in its group chat's title (【…公会线下聚会群】), and a
member speaking one turn by a handle of the form 一只小… . Left alone: a passage of one turn whose speaker's handle is
made of words (奶茶三分糖：…, 夜雨声烦：…); read whole with the chat's other turns they are found."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_guild_named_in_its_groups_title():
    assert ("ORGANIZATION", "星落长沙公会") in found("【星落长沙公会线下聚会群】")
    assert ("ORGANIZATION", "龙吟帮会") in found("龙吟帮会的帮主是个女生。")


def test_whose_guild_it_is_names_none():
    assert found("我们公会的会长人很好。") == set()
    assert found("他是电竞战队的队长。") == set()


def test_one_turn_by_a_creatures_handle():
    assert ("PERSON", "一只小菜鸡") in found("一只小菜鸡：我那天要加班，去不了，下次吧。")
    assert ("PERSON", "一颗柠檬") in found("一颗柠檬：收到，我周六到。")
