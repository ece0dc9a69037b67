"""The hundred-and-ninety-first round, found on set 192 (a driving school in Shijiazhuang) once it was retired to the
test part: a coach's one message in a group chat, by a display name of role, dash and surname (科二教练-耿：…). Left: a
surname right after a role without a title (教练温每次…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_one_turn_by_a_display_name_of_role_dash_and_surname():
    assert names("科二教练-耿：明天上午八点场地集合，迟到的排最后。") == {"耿"}
    assert names("3栋-刘姐：快递放门口了。") == {"3栋-刘姐"}
    assert not names("北京-上海：机票一千二，含税。")  # a route, no display name
