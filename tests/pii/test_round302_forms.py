"""The three-hundred-and-second round, found on set 303 (a county police bureau's post on Weibo and its comments) once
it was retired to the test part: a time word read as the name of the police station after it (报案的时候 / 派出所 gave
时候派出所). The set leaves a commenter's 赖某某 unlabelled where it labels the notice's (a label error, left as
written; the tool removes both)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_time_word_is_no_stations_name():
    assert found("报案的时候派出所的刘警官说追回来的希望不大。") == {("PERSON", "刘")}
