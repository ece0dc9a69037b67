"""The five-hundred-and-thirty-fourth round, found on set 535 (a lost-and-found post in a university's group in Harbin)
once it was retired to the test part: a campus block by its code, then a room (失主请到A15公寓317找我), a student's
room whatever words are around it; a count of blocks is none (3个公寓2000人)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_campus_block_and_room():
    assert ("CN_ADDRESS", "A15公寓317") in found("失主请到A15公寓317找我，或者加QQ2396870514。")


def test_blocks_counted():
    assert found("我们学校有3个公寓2000人。") == set()
