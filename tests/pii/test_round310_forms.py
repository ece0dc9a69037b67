"""The three-hundred-and-tenth round, found on set 311 (a long answer about a woman's parents' divorce in Luoyang) once
it was retired to the test part: a stepmother by her surname read as the adverb "still" before her title (，尚 /
阿姨), as 曾 was read as "once" (欠了曾 / 老师)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_read_as_still_before_a_title():
    assert "尚" in names("说实话，尚阿姨对我不坏，过年还给我买新衣服。")
    assert names("此事尚不清楚，他尚未回家。") == set()
