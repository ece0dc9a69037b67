"""The hundred-and-twenty-fourth round, found on set 125 (counselling dialogues in Shanxi) once it was retired to
the test part: a numbered school where someone taught, her employer (在太原五中教了三十年), and a street under its
subdistrict whose name the tagger took for a person's (坞城街道许坦东街)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION, SCHOOL
from tests.pii.findings import found, names


def test_a_numbered_school_where_one_taught_is_the_employer():
    assert (ORGANIZATION, "太原五中") in found("A：我退休前在太原五中教了三十年语文，现在每天在家带孙子。")
    assert (SCHOOL, "太原五中") in found("我儿子在太原五中读高二。")


def test_a_street_whose_name_was_read_as_a_persons():
    text = "A：上个月送外卖在小店区坞城街道许坦东街被车撞了，腿断了。"
    assert (ADDRESS, "小店区坞城街道许坦东街") in found(text)
    assert names(text) == set()
