"""The seven-hundred-and-forty-fourth round, found on set 744 (a Zhengzhou law firm's note of a first consultation
about unpaid wages) once it was retired to the test part: a compound by its number on a road's section, then its
building and flat (经三路北段32号院5号楼203), cut after the number."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_compound_by_its_number_keeps_its_building_and_flat():
    text = "当事人现租住金水区经三路北段32号院5号楼203。"
    assert ("CN_ADDRESS", "金水区经三路北段32号院5号楼203") in found(text)


def test_a_compound_by_its_number_alone_ends_at_the_number():
    assert ("CN_ADDRESS", "金水区经三路北段32号") in found("住在金水区经三路北段32号院。")
