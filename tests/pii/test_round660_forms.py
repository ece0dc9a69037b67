"""The six-hundred-and-sixtieth round, found on set 660 (a Shijiazhuang driving school's student group) once it was
retired to the test part: a lone turn by a handle of what one is like and a pet name (倔强的小胖：教练，…); a small
matter or a tip in that form (重要的小事：, 简单的小技巧：) heads no turn."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_lone_turn_by_a_handle_of_a_trait_and_a_pet_name():
    assert ("PERSON", "倔强的小胖") in found("倔强的小胖：教练，我倒库老压线怎么办？")


def test_a_small_matter_or_a_tip_is_no_one():
    assert found("重要的小事：明天交材料。") == set()
    assert found("简单的小技巧：多练习。") == set()


def test_a_letters_greeting_keeps_only_the_name():
    assert ("PERSON", "亲爱的小雅") not in found("亲爱的小雅：见字如面。")
