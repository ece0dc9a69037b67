"""The thirty-first round, found on set 31 once it was retired to the test part: a neighbour's flat by
its number alone, a doubled nickname of someone one met, a faculty every university has, and a seating
plan's tables."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


def test_a_neighbours_flat_by_its_number():
    assert ("CN_ADDRESS", "1502") in found("我是1402的住户，楼上1502的住户每天半夜拖椅子。")


def test_a_doubled_nickname_of_someone_one_met():
    assert ("PERSON", "滚滚") in found("我跟滚滚是在网上认识的，她住在外地。")


def test_a_doubled_word_as_an_adverb_stays_a_word():
    assert "PERSON" not in kinds("长江滚滚向东流。")


@pytest.mark.parametrize("text", ["预约人：略 学院：外国语学院 联系方式：略", "婚宴座位表 主桌：略 二桌：略"])
def test_a_faculty_and_a_seating_plans_tables_name_no_one(text):
    assert not kinds(text) & {"PERSON", "SCHOOL"}
