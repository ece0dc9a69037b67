"""The five-hundred-and-thirty-eighth round, found on set 539 (a complaint to Shijiazhuang's city hotline) once it was
retired to the test part: a business by its name beside one's home (楼下的鑫鑫汽修), no person 鑫鑫 in it; one of its
kind is none (隔壁的五金店)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_business_by_its_name_below_ones_flat():
    assert found("楼下的鑫鑫汽修每天晚上十点后还在敲打。") == {("ORGANIZATION", "鑫鑫汽修")}


def test_a_business_of_its_kind_next_door():
    assert found("隔壁的五金店关门了。") == set()
