"""The seven-hundred-and-seventieth round. Set 770 (a Xi'an counsellor's note of a talk about a loan-app debt) had
nothing to fix on retiring, so the round took a miss of set 44: an English name with the sum a ledger writes against
it, no space between (借给同事Lily1500元)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_name_before_the_sum_lent():
    assert names("2023.9.1 借给同事Lily1500元，说下个月还。") == {"Lily"}
    assert names("转给Tom200块当车费。") == {"Tom"}


def test_a_brand_before_a_sum_is_left():
    assert found("买了Nike2000元的鞋。") == set()
