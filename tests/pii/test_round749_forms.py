"""The seven-hundred-and-forty-ninth round, found on set 749 (a Dalian seafood plant's dormitory roster) once it was
retired to the test part: a dormitory room before a colon heads a list of who sleeps there, so its surname-led items
are names, however the tagger read them (男舍A栋105：储卫东、小韦, 储卫 read as a verb)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_dormitory_room_heads_a_list_of_people():
    assert found("男舍A栋105：储卫东、小韦") == {("CN_ADDRESS", "男舍A栋105"), ("PERSON", "储卫东"), ("PERSON", "小韦")}


def test_a_list_after_a_room_of_another_kind_is_not_read_so():
    assert names("仓库105：储物柜、货架") == set()
