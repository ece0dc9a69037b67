"""The six-hundred-and-thirty-seventh round, found on set 638 (a nurse's handover notes in Zhengzhou) once it was retired
to the test part: a bed's line that says when or how the bed stands instead of who lies there (18床今天出院, 3床已转科)
names no patient; a patient after the bed is still found."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_beds_line_of_when_or_how_names_no_one():
    assert found("18床今天出院，床单已经换好。") == set()
    assert found("3床已转科，5床空。") == set()


def test_a_patient_after_the_bed_is_still_found():
    assert ("PERSON", "阿不都") in found("15床阿不都，术后第二天。")
