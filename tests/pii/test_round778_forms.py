"""The seven-hundred-and-seventy-eighth round, found on set 778 (a Shenzhen travel agency's group chat) once it was
retired to the test part: a turn alone whose speaker is staff by an English name after the trade and a dash
(旅行社-Coco：…), where only English names the lexicon lists were read so; not a product's tier (版本-Beta：…)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_staff_by_an_english_name_after_the_trade():
    assert names("旅行社-Coco：各位好，报名泰国六日游的请把护照信息发我一下。") == {"Coco"}


def test_a_products_tier_after_a_dash_is_no_one():
    assert found("版本-Beta：新功能上线，欢迎试用。") == set()
