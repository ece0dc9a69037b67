"""The six-hundred-and-twenty-sixth round, found on set 627 (a dormitory auntie's duty book in Changsha) once it was
retired to the test part: a building and room heading the one who lives there (7栋513的贺思琪未归), by a Han or an
English name; a building and room of nobody named stays as it was."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_room_heading_its_residents_han_name():
    assert ("CN_ADDRESS", "7栋513") in found("7栋513的贺思琪未归，电话打通了。")


def test_a_room_heading_its_residents_english_name():
    assert ("CN_ADDRESS", "7栋208") in found("7栋208的Amy反映热水器不出热水。")


def test_a_room_of_nobody_named_is_left():
    assert not any(kind == "CN_ADDRESS" for kind, _ in found("7栋208的热水器不出热水，已经报修。"))
