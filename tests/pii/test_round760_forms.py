"""The seven-hundred-and-sixtieth round, found on set 760 (a Xining Hui family's notes on a son's wedding) once it was
retired to the test part: the matchmaker's 人 glued to the imam's surname (媒 / 人马 / 阿訇), the nikah read as a name
(尼卡), and the bride's side's home glued to what is read there (女方 / 家念) taken for a given name."""

from __future__ import annotations

from tests.pii.findings import names


def test_the_surname_glued_to_the_role_before_it():
    assert names("媒人马阿訇说女方家要彩礼八万八。") == {"马"}


def test_the_nikah_and_the_sides_home_are_no_one():
    assert names("尼卡请马阿訇在女方家念，念完吃宴席。") == {"马"}


def test_a_given_name_after_a_relation_is_still_found():
    assert names("我弟铁柱考上了大学。") == {"铁柱"}
