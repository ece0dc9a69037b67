"""The two-hundred-and-eighty-fifth round, found on set 286 (a moving company in Hangzhou) once it was retired to the
test part: an estate named by its property office where the office speaks or gives notice (西溪蝶园物业：…), as it was
by 物业管理处; never "our estate" (我们小区物业：). Left alone: an estate named alone before the job there (翠苑那个单子),
which the tagger reads as a woman's name and the tool removes as one."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estate_named_by_its_office_speaking():
    assert ("CN_ADDRESS", "西溪蝶园") in found("西溪蝶园物业：电梯已帮您预约周日上午，请搬家师傅从地下车库进。")
    assert ("CN_ADDRESS", "金色家园") in found("金色家园物业通知：明天上午停水。")


def test_no_estate_in_our_own_or_this_one():
    assert found("我们小区物业：明天停水。") == set()
    assert found("我们小区物业管理处通知：明天停水。") == set()
    assert found("这个花园物业费太贵了。") == set()
