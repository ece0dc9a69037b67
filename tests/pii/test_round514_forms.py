"""The five-hundred-and-fourteenth round, found on set 515 (a counselling record of a dormitory quarrel in Wuhan) once it
was retired to the test part: a person named in full, then by the surname alone on their side of a quarrel
(室友邵雨桐… 总站在邵那边); a surname nobody here bears stays a word (我去王那边看看)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_alone_on_someones_side():
    assert ("PERSON", "邵") in found("她反映室友邵雨桐经常半夜打游戏，另一位室友总站在邵那边，她觉得被孤立。")


def test_a_surname_of_no_one_named_here():
    assert found("我去王那边看看。") == set()
