"""The seven-hundred-and-ninety-second round, found on set 792 (a Guangzhou family's chat in Cantonese) once it was
retired to the test part: where one goes to work, said in Cantonese (我而家喺白雲機場返工), the employer."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_employer_one_goes_to_work_at_in_cantonese():
    assert ("ORGANIZATION", "白雲機場") in found("得，我而家喺白雲機場返工，五點落更就去接佢。")


def test_rework_at_a_kind_of_place_names_none():
    assert found("工厂要返工，我喺商场做嘢。") == set()
