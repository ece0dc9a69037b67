"""The four-hundred-and-eighty-second round, found on set 483 (an HR's interview notes) once it was retired to the
test part: a referrer by an English name in a record's field for a person (内推人：Sherry（财务部）), as a Chinese
name there is (购药人：车建国)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_english_name_in_a_persons_field():
    assert found("内推人：Sherry（财务部）") == {("PERSON", "Sherry")}


def test_an_english_word_in_another_field():
    assert found("负责人：HR（人事部）") == set()
