"""The three-hundred-and-thirty-sixth round, found on set 337 (a retired lathe worker's diary in Shenyang) once it was
retired to the test part: 大 and a surname the tagger ran into "and" (大 / 刘和 / 老疙瘩), and a nickname given with the
full name after 大名 (老疙瘩大名叫宫玉林), as after 真名; one's own full name so given is no nickname (我的大名叫…)."""

from __future__ import annotations

from tests.pii.findings import found


def test_big_and_a_surname_run_into_and():
    assert ("PERSON", "大刘") in found("中午大刘和老疙瘩来家喝酒。")


def test_a_nickname_with_the_full_name_after_it():
    text = "中午大刘和老疙瘩来家喝酒，老疙瘩大名叫宫玉林，今年七十三了。"
    assert found(text) == {("PERSON", "大刘"), ("PERSON", "老疙瘩"), ("PERSON", "宫玉林")}


def test_ones_own_full_name_so_given_is_no_nickname():
    assert found("我的大名叫王建国。") == {("PERSON", "王建国")}
    assert found("我的真名是王建国。") == {("PERSON", "王建国")}
