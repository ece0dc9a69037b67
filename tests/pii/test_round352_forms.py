"""The three-hundred-and-fifty-second round, found on set 353 (a dormitory supervisor's night log at a university in
Xi'an) once it was retired to the test part: a rare surname the tagger read as one person with "to" before a title
(给仉 / 同学). Left alone: a full name the tagger cut as a noun and an adjective after a room (412的权晓 / 萌)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_read_with_to_before_a_title():
    assert found("00:10 给仉同学家长打电话，她妈妈说明天过来。") == {("PERSON", "仉")}
