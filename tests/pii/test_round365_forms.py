"""The three-hundred-and-sixty-fifth round, found on set 366 (a young man's diary in Shenzhen after losing his job)
once it was retired to the test part: the employer named by its brand where he went to hand in his badge
(去大疆交了工牌), as where one goes to report for a new job (去腾讯报到)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_brand_where_a_badge_is_handed_in():
    assert ("ORGANIZATION", "大疆") in found("今天去大疆交了工牌，经理连句再见都没说。")
    assert ("ORGANIZATION", "腾讯") in found("明天去腾讯报到。")


def test_a_badge_bought_at_a_shop_names_no_employer():
    assert found("去京东买了个工牌套。") == set()
