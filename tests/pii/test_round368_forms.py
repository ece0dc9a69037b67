"""The three-hundred-and-sixty-eighth round, found on set 369 (a moving company's dispatch sheet in Beijing) once it
was retired to the test part: the crew leader by a nickname that is an everyday word, said with 是 after his role
(领队是大海，), and an estate named alone as that side, whose lift and managers the clause names
(龙锦苑那边电梯要提前跟物业登记)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_nickname_after_a_role_and_shi():
    assert ("PERSON", "大海") in found("领队是大海，带两个小工，下午两点前要赶到通州。")
    assert found("客户是大客户，") == set()


def test_an_estate_as_the_side_whose_lift_is_booked():
    assert found("龙锦苑那边电梯要提前跟物业登记，押金五百。") == {("CN_ADDRESS", "龙锦苑")}
    assert found("颐和园那边人太多了，电梯也没有。") == set()
