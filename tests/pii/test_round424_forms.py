"""The four-hundred-and-twenty-fourth round, found on set 425 (a factory's new-hire group in Dongguan) once it was
retired to the test part: a dormitory room by the dormitory's sex, its block and its room (女舍B栋312), as exact as a
flat."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_dormitory_room_by_sex_block_and_room():
    assert ("CN_ADDRESS", "女舍B栋312") in found("宿舍安排：廖小琴 女舍B栋312，韦志强 男舍A栋208")
    assert ("CN_ADDRESS", "男舍A栋208") in found("宿舍安排：廖小琴 女舍B栋312，韦志强 男舍A栋208")
    assert found("她住男生宿舍3栋205。") == {("CN_ADDRESS", "男生宿舍3栋205")}
    assert found("女生宿舍很干净。") == set()
