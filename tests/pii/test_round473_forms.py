"""The four-hundred-and-seventy-third round, found on set 474 (a counselling session's transcript in Beijing) once it
was retired to the test part: a former boyfriend by a nickname in quotes right after who he is (前男友“大熊”分手的时候),
as a peer by one is (同桌“豆芽”把…)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_partner_by_a_quoted_nickname():
    assert found("我前男友“大熊”分手的时候，她说了一句话。") == {("PERSON", "大熊")}
    assert found("女朋友“糖糖”又生气了，哄不好。") == {("PERSON", "糖糖")}


def test_a_quoted_word_after_a_partner_is_no_name():
    assert found("前男友“渣男”这个词都配不上他。") == set()
