"""The two-hundred-and-sixty-fourth round, found on set 265 (a teahouse in Chengdu) once it was retired to the test
part: the surname 曾 read as the adverb "once" before a title (胖哥欠了曾老师三百块钱); no adverb stands right
before a title noun."""

from __future__ import annotations

from tests.pii.findings import names


def test_the_surname_zeng_read_as_an_adverb():
    assert names("胖哥欠了曾老师三百块钱，说下个月发了工资就还，喊他莫催。") == {"胖哥", "曾"}
    assert not names("他曾经当过老师，也曾在工厂打工。")
