"""The six-hundred-and-ninety-fifth round, found on set 695 (a Xining taxi firm's lost-and-found messages) once it was
retired to the test part, a passage at a time: someone by surname and title right after the trade they ply, where the
tagger read the surname as a verb (司机 / 冶 / 师傅). A verb after a trade before a title stays a verb (司机问师傅,
护工帮阿姨, 司机开师傅的车)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_surname_after_the_trade():
    assert ("PERSON", "冶") in found("已联系出租汽车公司，司机冶师傅说找到了。")


def test_a_verb_after_a_trade_stays_a_verb():
    assert names("司机问师傅怎么走，护工帮阿姨翻身，司机开师傅的车走了。") == set()
