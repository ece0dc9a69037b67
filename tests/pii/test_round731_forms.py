"""The seven-hundred-and-thirty-first round, found on set 731 (a Sanya diving shop's booking sheet for a morning) once
it was retired to the test part: a hotel where guests are fetched or a group meets (亚龙湾酒店大堂8:00接) is a place
open to anyone, as a banquet's venue is; one where someone works stays an employer (在…大酒店前台接待客人)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_hotel_where_guests_are_fetched_or_a_group_meets_is_a_venue():
    assert found("1. 葛文静 亚龙湾酒店大堂8:00接 教练Kevin") == {("PERSON", "葛文静"), ("PERSON", "Kevin")}
    assert found("明早七点在金孔雀大酒店门口集合。") == set()


def test_a_hotel_where_someone_works_stays_an_employer():
    assert ("ORGANIZATION", "金孔雀大酒店") in found("我在金孔雀大酒店前台接待客人。")
