"""The four-hundred-and-thirty-ninth round, found on set 440 (a hair salon's member records in Changchun) once it was
retired to the test part: a birthday without its year written with a dot, as a shop's app writes it (生日：3.15), and
the branch in a record's shop field (门店：长春名剪造型红旗街店); and, in the surrogate of such a birthday, its month
kept (the first number was taken for a year)."""

from __future__ import annotations

import re

from tests.pii.findings import found, pii


def test_a_birthday_month_dot_day():
    assert ("DATE_OF_BIRTH", "3.15") in found("会员：于佳慧  手机：15943071286  生日：3.15  余额：860元")
    assert found("版本3.15发布了。") == set()


def test_a_branch_in_a_shop_field():
    assert found("门店：长春名剪造型红旗街店") == {("ORGANIZATION", "长春名剪造型红旗街店")}


def test_a_birthday_without_its_year_keeps_no_month():
    """Its surrogate took the first number for a year and kept it: the month of 5月20日 and of 3.15 stayed."""
    months = {re.search(r"生日：(\d+)", pii.anonymize(f"生日：{date}", seed=seed)[0]).group(1)
              for date in ("5月20日", "3.15") for seed in range(6)}
    assert months - {"5", "3"}, months
