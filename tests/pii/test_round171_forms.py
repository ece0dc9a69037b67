"""The hundred-and-seventy-first round, found on set 172 (a civil judgment in Jiangxi) once it was retired to the test
part: a judge named by role, surname and title, the surname read as a verb between them (执行法官付 / 法官)."""

from __future__ import annotations

from heartbench.pii.recognizers import PERSON
from tests.pii.findings import found


def test_a_surname_between_a_role_and_its_title():
    text = "执行通知：被执行人熊建平应于十日内履行，联系执行法官付法官，电话0791-88623104。"
    assert (PERSON, "付") in found(text)
