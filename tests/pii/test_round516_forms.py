"""The five-hundred-and-sixteenth round, found on set 517 (a restaurant owner's hiring post in Urumqi) once it was
retired to the test part: a hiring post's business named before whom it hires (招聘：乌鲁木齐艾力大盘鸡招服务员两名),
whole and no person in it; not a kind of business (招聘：火锅店招服务员)."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


def test_a_hiring_posts_business():
    assert found("招聘：乌鲁木齐艾力大盘鸡招服务员两名，包吃住，月薪四千。") == {("ORGANIZATION", "乌鲁木齐艾力大盘鸡")}


@pytest.mark.parametrize("text", ["招聘：火锅店招服务员两名。", "招聘：便利店招店员。"])
def test_a_kind_of_business_hiring(text):
    assert found(text) == set()
