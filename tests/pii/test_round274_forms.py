"""The two-hundred-and-seventy-fourth round, found on set 275 (a music teacher in Harbin) once it was retired to the
test part: a pupil by full name after a lesson's time, the tagger reading it as a verb (18:30 宫思源，), the full name
of a given name found in the same passage, tagged as one word in a transfer's note (思源妈妈… 备注"宫思源钢琴课"), and
a saying read as a name (练琴贵在坚持)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_pupil_after_a_lessons_time():
    assert "宫思源" in names("课时记录：周二 17:00 乐乐（八岁，学琴两年）；周四 18:30 宫思源，准备考哈尔滨音乐学院附中。")


def test_the_full_name_of_a_given_name_found():
    assert names("思源妈妈转了十次课的学费三千六，备注\"宫思源钢琴课\"。") == {"思源", "宫思源"}


def test_a_saying_is_no_name():
    assert not names("练琴贵在坚持，每天半小时比周末突击三小时强。")
