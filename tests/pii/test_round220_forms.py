"""The two-hundred-and-twentieth round, found on set 221 (children left behind in a mountain village of Anhui) once it
was retired to the test part: 操, a family name of Anhui, before a title (班主任操老师), and a pupil's name the tagger
read as a proper noun, known by a character parents now choose (项子涵)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_that_is_a_verb_too():
    assert "操" in names("班主任操老师：这学期要多表扬。")
    assert not names("别操心了，早点睡。")


def test_a_name_known_by_a_character_parents_now_choose():
    assert "项子涵" in names("这学期项子涵数学进步很大，要多表扬。")
