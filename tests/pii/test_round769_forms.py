"""The seven-hundred-and-sixty-ninth round. Set 769 (a Changchun pet hospital's boarding record) had nothing to fix on
retiring, so the round took a miss of pii_heldout_long.txt that issue 27 names: a birthday told by its calendar
(阳历是1992年9月10号的那个人), a full date after 阳历是 / 公历是 / 农历是; a festival's or a day's date so given is no one's."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_full_date_in_the_other_calendar_is_a_birthday():
    assert ("DATE_OF_BIRTH", "1992年9月10号") in found("阳历是1992年9月10号的那个人又给我打电话了。")
    assert ("DATE_OF_BIRTH", "1995年6月1号") in found("我公历是1995年6月1号，身份证上写的是农历。")


def test_a_festivals_or_a_days_date_is_no_birthday():
    assert found("今年春节阳历是2026年2月17号。") == set()
    assert found("我们结婚那天阳历是2015年9月27号。") == set()
    assert found("阳历是9月10号，别记错了。") == set()  # no year: the date of anything
