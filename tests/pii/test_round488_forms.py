"""The four-hundred-and-eighty-eighth round, found on set 489 (a tenant's post on a Taiwanese forum) once it was retired
to the test part: a body's branch by its city (台北分會, 上海分会), an organisation suffix of its own, with the body's
short name the tagger cut into two characters before the city (法扶台北分會)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_bodys_short_name_and_its_branch():
    assert ("ORGANIZATION", "法扶台北分會") in found("我有拍照存證，也去法扶台北分會問過，律師說可以申請調解。")


def test_a_branch_gone_to_by_its_city():
    assert ("ORGANIZATION", "上海分会") in found("我们在上海分会见面。")


def test_a_union_branch_named_by_kind():
    assert found("他是工会分会的主席。") == set()
