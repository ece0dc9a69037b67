"""The five-hundred-and-forty-fifth round, found on set 546 (a nurse's diary in Xi'an) once it was retired to the test
part: 科里, "in the department", which the tagger read as a name (Kerry), is no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_in_the_department_is_no_one():
    assert found("我有点舍不得，科里能陪我聊天的人本来就不多。") == set()
