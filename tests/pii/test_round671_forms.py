"""The six-hundred-and-seventy-first round, found on set 671 (a Chongqing hotline call) once it was retired to the test
part: 嬢嬢, how Chongqing and Sichuan call an older woman, is a title (肖嬢嬢 → 肖, four test-part spans now exact, and
never a doubled nickname alone); a neighbour by her place and a surname the tagger read as "towards" (楼上向嬢嬢八十多岁)
is named where no verb follows, and 向 before a verb (楼上向阿姨借了个锤子) stays a preposition."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_neighbour_by_her_place_and_surname():
    assert found("来电人称楼上向嬢嬢八十多岁，上个月晕倒救护车进不来，差点出事。") == {("PERSON", "向")}
    assert found("楼上向阿姨八十多岁。") == {("PERSON", "向")}


def test_towards_before_a_verb_and_the_title_alone_name_no_one():
    assert found("我去楼上向阿姨借了个锤子。") == set()
    assert found("找向嬢嬢。") == set()
