"""The four-hundred-and-fiftieth round, found on set 451 (a Douban thread in Chengdu about unpaid wages) once it was
retired to the test part: a firm by its short name where one was its staff and left (我也是云启的，去年底离职); "next
week" cut across by the tagger (说下 / 周发), no 周 the surname; a thread's anonymous poster (5楼 路过的：…)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firms_staff_who_left():
    assert found("我也是云启的，去年底离职，到现在工资还没给。") == {("ORGANIZATION", "云启")}


def test_next_week_cut_across():
    assert found("HR每次都说下周发，下周又下周。") == set()
    assert found("这周发工资，我们组的周发说请大家吃饭。") == {("PERSON", "周发")}


def test_an_anonymous_poster():
    assert found("5楼 路过的：顶一下，希望早点拿到钱。") == set()
