"""The six-hundred-and-fifty-fourth round, found on set 654 (a Kunming retiree's diary of a parking dispute) once it was
retired to the test part: a stairway alone, of no building or estate named (一看又是三单元钱老头的), is no address; with
its building before it (住在5栋三单元) the two are one, the unit in Chinese numerals too."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_lone_unit_is_no_address():
    assert found("一看又是三单元钱老头的。") == {("PERSON", "钱")}


def test_a_building_and_its_unit_in_chinese_numerals():
    assert found("住在5栋三单元。") == {("CN_ADDRESS", "5栋三单元")}
