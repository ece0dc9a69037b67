"""The five-hundred-and-eighty-third round, found on set 584 (a Guangzhou family's chat in Cantonese) once it was
retired to the test part: "I and" a given name in Cantonese, then going together (我同志明一齐返嚟, where the tagger
read 同志); 我同事, 我同学校 and 我同意 no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_i_and_a_given_name_in_cantonese():
    assert ("PERSON", "志明") in found("阿玲：收到，我同志明一齐返嚟。")
    assert found("我同家豪去饮茶。") == {("PERSON", "家豪")}


def test_a_colleague_a_school_or_agreeing_is_no_one():
    assert found("我同事一齐返嚟。") == set()
    assert found("我同学校去。") == set()
    assert found("我同意去。") == set()
