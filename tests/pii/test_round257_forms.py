"""The two-hundred-and-fifty-seventh round, found on set 258 (a primary school's bus in a county of Dali) once it was
retired to the test part: a village under its town with its entrance after it (喜洲镇周城村村口), where the run took
村口 in and so no longer ended in a village."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_village_before_its_entrance():
    text = "站点：喜洲镇周城村村口 7:05 赵一鸣、赵一诺（双胞胎）、李沐阳"
    assert ("CN_ADDRESS", "喜洲镇周城村") in found(text)
    assert ("CN_ADDRESS", "喜洲镇周城村") in found("在喜洲镇周城村门口等车。")
