"""The four-hundred-and-thirty-fifth round, found on set 436 (a mother's answer about a closed tutoring school in
Qingdao) once it was retired to the test part: a tutoring firm's campus where a child enrolled
(孩子在青岛学而优教育市南校区报了一年的数学), which the tagger read as a verb; not a kind of teaching (在线上教育报了课)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_tutoring_campus_enrolled_at():
    assert found("孩子在青岛学而优教育市南校区报了一年的数学。") == {("ORGANIZATION", "青岛学而优教育市南校区")}
    assert found("孩子在线上教育报了课。") == set()
