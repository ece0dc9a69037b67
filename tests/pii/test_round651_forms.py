"""The six-hundred-and-fifty-first round. Set 651 (a Nanchang property agent's notes), retired to the test part, showed
nothing to mend; a false alarm of set 617 read whole was mended instead: the first part of a word the lexicon lists as
no name, where the tagger cut it (伊丽莎白 / 圈, the cone a pet wears), is no name either; Elizabeth herself still is."""

from __future__ import annotations

from tests.pii.findings import found

_VISIT = "雨萱医生：回家以后一周内别让它舔伤口，伊丽莎白圈要一直戴着，复诊可以预约上门，地址是园区星湖街翰林缘8幢1202对吧？"


def test_the_first_part_of_a_word_of_no_name_is_no_name():
    assert ("PERSON", "伊丽莎白") not in found(_VISIT)


def test_a_name_the_word_does_not_follow_is_still_found():
    assert ("PERSON", "雨萱") in found(_VISIT)
