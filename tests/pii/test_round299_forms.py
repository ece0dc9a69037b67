"""The two-hundred-and-ninety-ninth round, found on set 300 (a croupier in Macau, in traditional characters and
Cantonese) once it was retired to the test part: a flat by its floor and letter with 座 after them (9樓C座), a loan
shark by a character and 哥, owed money (你欠財哥嘅八萬蚊), and Cantonese words read as names where the text is
Cantonese (仲話 "also said", 搵博彩… "look for")."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_flat_by_floor_letter_and_zuo():
    assert ("CN_ADDRESS", "筷子基北街23號海峰大廈9樓C座") in found("我住筷子基北街23號海峰大廈9樓C座，每日搭公司巴士返工。")


def test_someone_owed_by_a_nickname():
    assert "財哥" in names("你欠財哥嘅八萬蚊聽日到期。")
    assert names("我欠大哥的钱还没还。") == set()


def test_cantonese_words_are_no_names():
    text = "同事阿欣勸我快啲報警，話呢啲人唔會收手，仲話可以搵博彩業職工之家幫手。"
    assert names(text) == {"阿欣"}
    assert "仲伟" in names("仲伟是我同学。")  # 仲 the surname, in Mandarin
