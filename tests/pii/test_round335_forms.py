"""The three-hundred-and-thirty-fifth round, found on set 336 (a post on a Taiwanese board about a scooter crash in
Taichung, in traditional characters) once it was retired to the test part: a crossing whose first road carries its
section (文心路三段與河南路口); an employer given after 公司是, a precision engineering firm (台中精機); a push's handle
in Chinese (推 台中阿宏:); and the other side's insurer, which the tagger read as a firm named 对方 (對方保險公司): a
side of a dispute names no firm."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_crossing_after_a_roads_section():
    text = "上個月在西屯區文心路三段與河南路口被一台機車從右邊撞。"
    assert found(text) == {("CN_ADDRESS", "西屯區文心路三段與河南路口")}


def test_an_employer_after_the_word_for_ones_firm():
    assert found("請假三週，公司是台中精機，薪水照扣。") == {("ORGANIZATION", "台中精機")}
    assert found("我们公司是国企，待遇还行。") == set()


def test_a_push_by_a_handle_in_chinese():
    assert found("推 台中阿宏: 骨裂八萬太少了吧") == {("PERSON", "台中阿宏")}
    assert found("→ 注意: 和解書先別簽") == set()


def test_the_other_sides_insurer_is_no_firm():
    assert found("對方保險公司的理賠專員打來說最多賠八萬。") == set()
    assert found("对方平安保险公司的人来了。") == {("ORGANIZATION", "平安保险公司")}
