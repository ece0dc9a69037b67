"""The six-hundred-and-forty-seventh round, found on set 647 (a Tieba thread from a Hohhot university about a lost student
card) once it was retired to the test part: the name on a card read out whole up to the pause (名字是包乌云其木格，…), a
Mongolian name the tagger cut into words; a lone turn by a handle of where a creature lives, with 上 after the place
(草原上的小白杨：…). A name said to be one's own making is no name."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_name_on_a_card_read_out_whole():
    assert ("PERSON", "包乌云其木格") in found("捡到一张校园卡，名字是包乌云其木格，内蒙古师范大学的。")


def test_a_handle_of_a_place_with_shang_and_a_creature():
    assert ("PERSON", "草原上的小白杨") in found("草原上的小白杨：卡我交给宿管阿姨了。")


def test_a_name_of_ones_making_is_no_name():
    assert found("名字是我起的。") == set()
