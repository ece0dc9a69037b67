"""The two-hundred-and-ninety-sixth round, found on set 297 (a seafarer on a bulk carrier writing home) once it was
retired to the test part: a seafarer's passport by its name (海员证C02785316), and a dispatcher's surname the tagger
glued to his role before his title (调度段 / 经理), as it did after 员, 师 or 工 (信贷员逄 / 经理)."""

from __future__ import annotations

from tests.pii.findings import found, names, people


def test_a_seafarers_passport():
    assert ("TRAVEL_DOCUMENT", "C02785316") in found("船长 邱国栋 海员证C02785316；大副 欧阳海。")


def test_a_surname_glued_to_a_role_before_a_title():
    assert "段" in names("公司的调度段经理来电话说下一个航次去巴西。")
    # a class or a group glued to "we" before its head is no surname (the tagger's words given by hand)
    assert people("我们班主任很好", [("我们班", "n"), ("主任", "n"), ("很好", "a")]) == []
