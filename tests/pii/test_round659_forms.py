"""The six-hundred-and-fifty-ninth round. Set 659 (a Harbin labour hotline call), retired to the test part, showed
nothing to mend; the miss left in round 658 was mended instead: a form's answers in one line, the name, a full date
of a past year, then the phone (蒲思雨，2001年7月19日，电话…): the date is a birthday; a booking's date this year, or a
date with no phone after it, is none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_birthday_between_the_name_and_the_phone():
    assert ("DATE_OF_BIRTH", "2001年7月19日") in found("好的，蒲思雨，2001年7月19日，电话18215537946。")


def test_a_bookings_date_or_a_days_outing_is_no_birthday():
    assert not any(kind == "DATE_OF_BIRTH" for kind, _ in found("预约：王女士，2025年3月2日，电话13800000000。"))
    assert found("周末，2010年5月1日，我们去了北京。") == set()
