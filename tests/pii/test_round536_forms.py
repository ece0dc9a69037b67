"""The five-hundred-and-thirty-sixth round, found on set 537 (a family's wedding plans in a Cantonese group chat) once
it was retired to the test part: a display name with a place before the dash speaking one line alone (番禺-阿芳：…), as
a group knows a member, not a route (北京-上海：…); a city's metro where one works, said in Cantonese (喺广州地铁做车长)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_member_by_place_and_nickname_speaking_once():
    assert ("PERSON", "番禺-阿芳") in found("番禺-阿芳：够啦，阿欣啲同学仔都唔多。")


def test_a_route_between_two_places():
    assert found("北京-上海：高铁四个半小时。") == set()


def test_a_metro_one_works_for_in_cantonese():
    assert ("ORGANIZATION", "广州地铁") in found("阿妈：Kelvin喺广州地铁做车长，佢阿妈话要请埋佢啲同事。")
