"""The three-hundred-and-sixty-third round, found on set 364 (a secondary school counsellor's case notes in Nanning)
once it was retired to the test part: a classmate named by a nickname in quotes right after who she is, then doing
something (同桌“豆芽”把她的日记拍下来), an everyday word the tagger read as a noun."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_peer_by_a_quoted_nickname_doing_something():
    assert found("她说同桌“豆芽”把她的日记拍下来发到了班群里。") == {("PERSON", "豆芽")}
    assert ("PERSON", "胖虎") in found("室友“胖虎”又把我的外卖吃了。")


def test_a_quoted_word_after_a_peer_that_names_no_one():
    assert found("朋友“推荐”的那家店不好吃。") == set()
