"""The twentieth round, found on set 20 once it was retired to the test part: display names with a
room number, a port one works at, a class before a title, and characters paired with a known one."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


def test_display_names_with_a_room_number():
    chat = "【合租群】502-小敏：热水器又坏了 501-大刘：我下午叫师傅 502-小敏：谢谢"
    assert {("PERSON", "502-小敏"), ("PERSON", "501-大刘")} <= found(chat)


def test_a_port_or_a_mine_one_works_at_is_an_employer():
    assert ("ORGANIZATION", "天津港") in found("我舅舅在天津港开叉车，三班倒。")
    assert ("ORGANIZATION", "大同煤矿") in found("我爸在大同煤矿上班，一干就是二十年。")


def test_a_place_visited_is_no_employer():
    assert "ORGANIZATION" not in kinds("我们在天津港看了日落。")


@pytest.mark.parametrize("text", ["我们班同学都很照顾我。", "隔壁班老师来代课了。", "三班老师说我进步了。"])
def test_a_class_before_a_title_is_no_surname(text):
    assert "PERSON" not in kinds(text)


def test_a_surname_before_a_title_still_is_one():
    assert ("PERSON", "班") in found("班老师今天找我谈话了。")


@pytest.mark.parametrize(
    "text", ["小时候最爱看柯南和小兰的故事。", "孩子天天看佩奇和丹尼，我都会背台词了。", "读了村上春树，渡边和直子让我想了很久。"]
)
def test_a_name_paired_with_a_character_is_a_character(text):
    assert "PERSON" not in kinds(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我表妹小丽和周杰伦合影了，开心坏了。", "小丽"),  # a relation introduces her
        ("周杰伦和王丽的合照我一直留着。", "王丽"),  # a surname-led name is a real person's too
        ("刘德华和我同学小吴握过手。", "小吴"),  # more than one word between them
    ],
)
def test_a_real_person_beside_a_public_one_stays_a_name(text, name):
    assert ("PERSON", name) in found(text)
