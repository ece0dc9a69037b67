"""The three-hundred-and-eightieth round, found on set 381 (a pet-sitting app's booking thread in Nanjing) once it was
retired to the test part: a customer's handle before her verified name in brackets (下单人：糖糖不吃糖（实名仲雅婷）),
which the tagger cut into words (糖糖 / 不 / 吃糖); the handle is taken whole from where its clause opens, where the
bracket holds 真名, 本名, 实名 or 原名 and a surname-led name."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_handle_whole_before_its_verified_name():
    assert found("下单人：糖糖不吃糖（实名仲雅婷），上门喂猫三天。") == {("PERSON", "糖糖不吃糖"), ("PERSON", "仲雅婷")}


def test_a_bracket_without_a_name_makes_no_handle():
    assert found("群里的老K（本名不方便说）。") == set()
