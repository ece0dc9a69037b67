"""The sixtieth round, found on set 61 (messy text as typed) once it was retired to the test part: a post's
author with an emoji before the colon, a name's pinyin initials after a relation, a name a screenshot's
text recognition spaced out, a QQ number with every digit set apart, a nickname opening a clause before
what only a person does, and a rural nickname after a relation the tagger split."""

from __future__ import annotations

from tests.pii.findings import found, people


def test_a_posts_author_with_an_emoji_before_the_colon():
    thread = "奶茶三分糖😤：气死我了 评论 芒果布丁：怎么了 评论 小熊饼干：抱抱"
    assert ("PERSON", "奶茶三分糖") in found(thread)


def test_pinyin_initials_after_a_relation():
    pairs = [("前男友", "n"), ("lwj", "PER"), ("又", "d"), ("来", "v"), ("找", "v"), ("我", "r")]
    assert people("前男友lwj又来找我", pairs) == ["lwj"]
    assert people("用lwj登录", [("用", "p"), ("lwj", "PER"), ("登录", "v")]) == []


def test_a_name_spaced_out_by_text_recognition():
    assert ("PERSON", "孙 立 新") in found("付 款 人：孙 立 新 账 号：6217 0000 1234 5670")


def test_a_qq_number_with_every_digit_apart():
    assert ("QQ_NUMBER", "2 8 4 6 1 9 3 7") in found("我qq是2 8 4 6 1 9 3 7 加我")


def test_a_nickname_opening_a_clause_before_what_only_a_person_does():
    pairs = [("5月2日", "TIME"), (" ", "w"), ("雨", "n"), (" ", "w"), ("瘦猴", "n"), ("又", "d"), ("喝醉", "v"), ("了", "u")]
    assert people("5月2日 雨 瘦猴又喝醉了", pairs) == ["瘦猴"]
    device = [("电脑", "n"), ("又", "d"), ("坏", "v"), ("了", "u")]
    assert people("电脑又坏了", device) == []


def test_a_rural_nickname_after_a_relation_the_tagger_split():
    pairs = [("我", "r"), ("发", "v"), ("小", "a"), ("狗蛋", "n"), ("结婚", "v"), ("了", "u")]
    assert people("我发小狗蛋结婚了", pairs) == ["狗蛋"]
