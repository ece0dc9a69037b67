"""The six-hundred-and-forty-second round, found on set 643 (a Lanzhou beef noodle shop owner's notes) once it was
retired to the test part: the shop one works at named as what 我们店 is, a noodle shop by its owner's name
(我们店是马三哥牛肉面), not only a name ending in 店; the owner's name inside it is the shop's."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_noodle_shop_named_as_what_our_shop_is():
    assert ("ORGANIZATION", "马三哥牛肉面") in found("我们店是马三哥牛肉面，早上六点开门。")
    assert not any(kind == "PERSON" for kind, _ in found("我们店是马三哥牛肉面，早上六点开门。"))


def test_a_kind_of_shop_is_no_name():
    assert found("我们店是一家面馆。") == set()
