"""The four-hundred-and-fourth round, found on set 405 (an obituary in a Shandong village's group chat) once it was
retired to the test part: a full name whose surname is also a preposition, before who that person is (我村于德福老人,
向建国同志), a nephew by his place among siblings and a name's character, which the tagger reads as a number (侄子二柱：),
and the mourners an obituary lists by their role before a colon, which read as a chat's speaker (孝孙：于浩)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_full_name_led_by_a_preposition():
    assert found("我村于德福老人因病医治无效。") == {("PERSON", "于德福")}
    assert found("向建国同志致敬。") == {("PERSON", "向建国")}
    assert found("位于市中心的老人活动中心。") == set()
    assert found("于是老人说不去了。") == set()


def test_a_relative_by_place_among_siblings_and_a_name():
    assert found("有事请联系侄子二柱：15064529831") == {("PERSON", "二柱"), ("CN_MOBILE", "15064529831")}
    assert found("女儿二宝：过来吃饭") == set()
    assert found("侄子二十岁了。") == set()


def test_an_obituarys_mourners_are_no_speakers():
    assert found("孝女：于秀梅  孝孙：于浩") == {("PERSON", "于秀梅"), ("PERSON", "于浩")}
