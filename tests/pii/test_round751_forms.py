"""The seven-hundred-and-fifty-first round, found on set 751 (a Foshan furniture factory's messages with a customer
about a delayed sofa) once it was retired to the test part: a salesperson speaking by an English name with her
surname in brackets (Sunny（梁）：…), which opened no turn a chat's rules knew."""

from __future__ import annotations

from tests.pii.findings import names


def test_an_english_name_with_the_surname_in_brackets_speaking():
    text = "龙江镇宏艺家具厂 Sunny（梁）：冯先生您好，您订的真皮沙发要推迟到12月3日发货。"
    assert names(text) == {"Sunny", "梁", "冯"}


def test_a_word_in_letters_with_a_bracket_not_speaking_is_left():
    assert names("型号Alpha（白）已售罄，请选其他颜色。") == set()
