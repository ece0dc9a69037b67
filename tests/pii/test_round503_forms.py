"""The five-hundred-and-third round, found on set 504 (a profile in a Hangzhou matchmaking group) once it was retired to
the test part: an academy of fine arts by its short name is a school (本科中国美院); a college abroad by one English word
where someone studied (研究生在Goldsmiths读的)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_academy_of_fine_arts_by_its_short_name():
    assert ("SCHOOL", "中国美院") in found("本科中国美院，研究生在英国读的。")


def test_a_college_abroad_by_one_english_word():
    assert ("SCHOOL", "Goldsmiths") in found("本科在国内，研究生在Goldsmiths读的。")


def test_an_academy_by_its_kind_alone():
    assert found("我在美院旁边住。") == set()
