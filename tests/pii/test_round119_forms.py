"""The hundred-and-nineteenth round, found on set 120 (a hospital ward in Hangzhou and Suzhou) once it was retired
to the test part: a lane whose name has a character read as a verb (平江街道胡厢 / 使 / 巷33号), and the one
speaker of a group chat whose title says it is one (【献血互助群】 樱桃小丸子：…)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS
from tests.pii.findings import found, names


def test_a_lane_with_a_character_read_as_a_verb():
    text = "护工协议 照护对象：顾老太太 住址：苏州市姑苏区平江街道胡厢使巷33号"
    assert (ADDRESS, "苏州市姑苏区平江街道胡厢使巷33号") in found(text)


def test_the_one_speaker_of_a_group_chat():
    text = "【献血互助群】 樱桃小丸子：急需O型血，患者在苏大附一院，联系屈医生 18962137045"
    assert names(text) == {"樱桃小丸子", "屈"}


def test_one_line_under_a_heading_that_is_no_chat_has_no_speaker():
    assert names("【通知】 时间：周五下午三点") == set()
