"""The six-hundred-and-twenty-seventh round, found on set 628 (a lost-and-found post in a Qingdao neighbourhood's
group) once it was retired to the test part: a lone turn by a handle of where a creature lives and the creature
(海边的小螃蟹：…); a time's summary or a shop in the same form is no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_lone_turn_by_a_handle_of_a_place_and_a_creature():
    assert ("PERSON", "海边的小螃蟹") in found("海边的小螃蟹：已经交到派出所了，失主可以带着户口本去领。")


def test_a_summary_or_a_shop_in_that_form_is_no_one():
    assert found("本周的小结：完成了三件事。") == set()
    assert found("门口的小卖部：今天关门。") == set()
