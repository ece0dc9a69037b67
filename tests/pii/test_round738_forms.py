"""The seven-hundred-and-thirty-eighth round, found on set 738 (a Hefei family's kindergarten pickup authorisation)
once it was retired to the test part: what is asked of a teacher named by surname and title (童老师午点留意: the
afternoon snack) read as her given name, and a form's numbered role (授权接送人一：) read as a chat's speaker."""

from __future__ import annotations

from tests.pii.findings import names


def test_what_follows_a_surname_and_title_is_not_a_given_name():
    assert names("孩子对芒果过敏，麻烦童老师午点留意一下。") == {"童"}


def test_a_given_name_after_a_relation_is_still_found():
    assert names("你弟铁柱考上了吗？") == {"铁柱"}


def test_a_forms_numbered_role_is_no_speaker():
    text = "授权接送人一：鲍桂兰（外婆），电话见背面\n授权接送人二：汪丽（姑姑），电话见背面"
    assert names(text) == {"鲍桂兰", "汪丽"}
