"""The seven-hundred-and-fifty-seventh round, found on set 757 (a Korean-Chinese family's group chat in Yanji) once it
was retired to the test part: a son's employer abroad named as the one that will not grant him leave (我这边仁川大成水产
不好请假), which the tagger cut into a place, a verb and a noun."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_employer_named_as_the_one_granting_leave():
    text = "朴哲洙：我这边仁川大成水产不好请假，下个月回去。"
    assert ("ORGANIZATION", "仁川大成水产") in found(text)


def test_a_workplace_of_no_name_granting_leave_is_left():
    assert found("我这边公司不好请假，那边老板不让请假。") == set()
