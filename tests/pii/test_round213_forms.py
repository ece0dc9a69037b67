"""The two-hundred-and-thirteenth round, found on set 214 (a kindergarten class in Chongqing) once it was retired to the
test part: two children at odds by their nicknames, a food and a vegetable (今天小汤圆和豆芽抢玩具)."""

from __future__ import annotations

from tests.pii.findings import names


def test_two_children_at_odds_by_their_nicknames():
    assert names("今天小汤圆和豆芽抢玩具，两个都哭了，已经安抚好。") == {"小汤圆", "豆芽"}
    for text in ("小猫和小狗打架了。", "我和老公吵架了。", "孩子和弟弟打架。"):
        assert not names(text), text  # pets by words, the writer, relations
