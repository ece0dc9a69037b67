"""The seven-hundred-and-thirty-sixth round, found on set 736 (a Nanjing student's campus-forum post about a lost
laptop) once it was retired to the test part: a handle of where a creature lives and the creature, without 小, opening
a post (梧桐树下的猫：…), and a dormitory room after its area named as a garden the dictionary knows (住梅园8舍412)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_handle_of_a_creature_by_where_it_lives_opens_a_post():
    assert names("梧桐树下的猫：求助！今天中午在二食堂丢了一台银色笔记本。") == {"梧桐树下的猫"}
    assert names("窗台上的猫：今天又下雨了，不想出门。") == {"窗台上的猫"}


def test_a_pet_of_ones_own_before_a_colon_is_no_handle():
    assert names("我家的猫：三岁，英短，已绝育。") == set()


def test_a_dormitory_room_keeps_its_garden_named_area():
    assert ("CN_ADDRESS", "梅园8舍412") in found("我是大三的，住梅园8舍412，捡到请联系。")
    assert ("CN_ADDRESS", "3舍205") in found("住校园3舍205，离食堂近。")
