"""The five-hundred-and-sixty-first round, found on set 562 (a truck driver's voice notes) once it was retired to the
test part: a firm by its ending one hauls for (给沧州顺通物流拉的货), the driver's employer; a person or a kind of firm
one works for (给张三干活, 给物流公司开车) is none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firm_one_hauls_for():
    assert ("ORGANIZATION", "沧州顺通物流") in found("这趟是给沧州顺通物流拉的货，三十二吨钢管。")


def test_a_person_or_a_kind_of_firm_one_works_for():
    assert found("以前给张三干活，后来给物流公司开车。") == set()
