"""The five-hundred-and-seventy-fourth round, found on set 575 (a Guangzhou mother's post about her son's bullying)
once it was retired to the test part: one's child by a pet name before the school it attends (我家豆仔在天河区华阳小学
读四年级), as only a child goes to school; a word for a child there (我家孩子, 我家老大, 我家大宝) names no one."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


def test_a_child_by_a_pet_name_at_school():
    assert ("PERSON", "豆仔") in found("我家豆仔在天河区华阳小学读四年级，这学期被抢了好几次零花钱。")


@pytest.mark.parametrize("text", ["我家孩子在实验小学读三年级。", "我家老大在一中上高二。", "我家大宝在幼儿园上中班。"])
def test_a_word_for_a_child_at_school(text):
    assert not {value for kind, value in found(text) if kind == "PERSON"}
