"""The seven-hundred-and-eighty-eighth round. Set 788 (a Nanning mother's voice messages) had nothing to fix on
retiring, so the round took a false alarm of set 28 read whole: the last two characters of a handle of 的 and a word
(夜行的风) taken for a given name, found again in 黄河边的风很大."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_handles_particle_and_last_word_is_no_given_name():
    text = "游戏语音转文字 夜行的风：上路来个人 奶茶三分糖：来了来了 夜行的风：你这技术不行啊\n黄河边的风很大，但是很舒服。\n"
    assert names(text) == {"夜行的风", "奶茶三分糖"}


def test_the_given_name_of_a_full_name_is_still_found_again():
    assert names("林晓彤今天没来。晓彤说她病了。") == {"林晓彤", "晓彤"}
