"""The five-hundred-and-forty-third round, found on set 544 (a class reunion's notice in Changsha) once it was retired
to the test part: an everyday noun listed between two names (彭思远、大头、石磊), a classmate's nickname; a title or a
peer between names (张伟、老师、李娜) is none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_nickname_listed_among_names():
    assert ("PERSON", "大头") in found("目前已报名：龙建波、易娟、彭思远、大头、石磊，还差十几个人。")


def test_a_title_or_a_peer_listed_among_names():
    assert found("参会：张伟、老师、李娜。") == {("PERSON", "张伟"), ("PERSON", "李娜")}
    assert ("PERSON", "同事") not in found("龙建波、易娟、同事、石磊都来了。")
