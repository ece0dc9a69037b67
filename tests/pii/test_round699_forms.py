"""The six-hundred-and-ninety-ninth round, found on set 699 (a Hangzhou streaming agency's chat signing a streamer) once
it was retired to the test part, a passage at a time: a handle of a thing and a pet name of two characters speaking a
passage's only turn (甜心小柚子：收到，我真名叫…): 小 or 阿 and one or two characters after a word, where the turn
speaks. A shop's part so named stays no one (学校小卖部：…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_handle_of_a_thing_and_a_pet_name():
    assert "甜心小柚子" in names("甜心小柚子：收到，我真名叫范雨彤，合同上写这个对吧？")


def test_a_shops_part_is_no_one():
    assert names("学校小卖部：今天不开门。") == set()
