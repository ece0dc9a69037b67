"""The hundred-and-ninety-sixth round, found on set 197 (a Chengdu parents' forum thread) once it was retired to the
test part: a child taken to school by a nickname (今天送小橙子上学)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_child_taken_to_school_by_a_nickname():
    assert "小橙子" in names("11月20日 阴 今天送小橙子上学，路上碰到她同学的爸爸。")
    for text in ("今天送孩子上学，路上堵车。", "我去接小朋友放学。", "送大宝上学后去买菜。", "每天送外孙上学。"):
        assert not names(text), text  # a child by a relation, a word or birth order names no one
