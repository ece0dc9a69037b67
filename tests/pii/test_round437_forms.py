"""The four-hundred-and-thirty-seventh round, found on set 438 (a fishing boat's crew notice in Zhoushan) once it was
retired to the test part: a skipper by 阿 and a character right after his role (船老大阿根，), and a cook by her surname
read as a verb after 由 before a kin title (伙食由包嫂负责)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_skipper_by_a_nickname_after_his_role():
    assert ("PERSON", "阿根") in found("开海前船员名单，船老大阿根，电话13957082146。")


def test_a_surname_read_as_a_verb_after_you():
    assert found("伙食由包嫂负责，米面油周五前送到码头。") == {("PERSON", "包")}
    assert found("伙食由大嫂负责。") == set()
