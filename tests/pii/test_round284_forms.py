"""The two-hundred-and-eighty-fourth round, found on set 285 (a county hospital's psychiatry clinic in Gansu) once it was
retired to the test part: its one false alarm, a shop named by who found it for someone, taken as its name with the
verb (在兰州拉面协会介绍的店里打工 gave 兰州拉面协会介绍), as a shop named by who opened it is not."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_shop_named_by_who_found_it_is_not_named():
    text = "儿子马小龙在兰州拉面协会介绍的店里打工，寄钱回来了。"
    assert ("ORGANIZATION", "兰州拉面协会介绍") not in found(text)
    assert not any(kind == "ORGANIZATION" and value.endswith(("介绍", "推荐")) for kind, value in found("他在老乡推荐的店里打工。"))


def test_a_shop_named_by_its_name_still_is():
    assert ("ORGANIZATION", "一禾设计") in found("她在一禾设计的工作室上班。")
