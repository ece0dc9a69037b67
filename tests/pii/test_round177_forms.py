"""The hundred-and-seventy-seventh round, found on set 178 (village affairs in Hubei) once it was retired to the test
part: a surname opening a clause before a title, read as a verb (，涂 / 书记讲防汛的事)."""

from __future__ import annotations

from heartbench.pii.recognizers import PERSON
from tests.pii.findings import found, kinds


def test_a_surname_opening_a_clause_before_a_title():
    assert (PERSON, "涂") in found("通知：明天上午九点在村部开会，涂书记讲防汛的事，各组长通知到户。")
    assert PERSON not in kinds("下午开会，请老师讲一讲安全的事。")
