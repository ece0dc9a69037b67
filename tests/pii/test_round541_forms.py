"""The five-hundred-and-forty-first round, found on set 542 (a pharmacist's note to the next shift in Guiyang) once it
was retired to the test part: a shop's branch in the title of a note to its next shift (【一树药业云岩店交班】), the
shop its staff work at, as in a staff group's title; a customers' group by its shop is none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_shops_branch_in_a_shift_notes_title():
    assert found("【一树药业云岩店交班】降压药缺货，明天到货。") == {("ORGANIZATION", "一树药业云岩店")}


def test_a_shops_customers_group():
    assert found("【一树药业云岩店会员群】本周会员日九折。") == set()
