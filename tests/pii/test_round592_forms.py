"""The five-hundred-and-ninety-second round, found on set 593 (a Sichuan village's migrant workers arranging a bus home)
once it was retired to the test part: small children in the south-west's word (小娃儿坐大人腿上不收钱) no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_small_children_are_no_one():
    assert found("一个人三百八，小娃儿坐大人腿上不收钱。") == set()
