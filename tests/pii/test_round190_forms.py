"""The hundred-and-ninetieth round, found on set 191 (graduate students in Changsha) once it was retired to the test
part: a thesis committee's member with the university he works at in brackets after his title (谭国华教授（湖南大学）),
an employer, not a school attended."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_university_in_brackets_after_a_professors_title_employs_him():
    assert ("ORGANIZATION", "湖南大学") in found("答辩委员会：主席谭国华教授（湖南大学），委员龚卫东、欧阳丽。")
    assert not {kind for kind, _ in found("李教授（退休）说下周再议。")} & {"ORGANIZATION", "SCHOOL"}
