"""The six-hundred-and-thirty-fifth round. Set 636 (a second-hand sale in Suzhou), retired to the test part, showed
nothing to mend; a false alarm of set 629 read whole was mended instead: a booking's hour heading its line
(周六上午十点：麦姐…, 下午两点：区嘉敏…) is a time, not a speaker; the customers after it are still found."""

from __future__ import annotations

from tests.pii.findings import found

_BOOKINGS = "周六上午十点：麦姐，染发加护理。\n下午两点：区嘉敏，剪短发。\n下午三点半：阿芳，烫发。"


def test_a_bookings_hour_is_no_speaker():
    names = {value for kind, value in found(_BOOKINGS) if kind == "PERSON"}
    assert names == {"麦", "区嘉敏", "阿芳"}
