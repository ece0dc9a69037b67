"""The seven-hundred-and-sixty-seventh round, found on set 767 (a Macau croupier's complaint) once it was retired to
the test part: the employer, a casino operator, right before the post held there in Cantonese (本人係濠江星輝娛樂荷官),
and a supervisor's surname given in brackets after his English name (Jason（姓何）), where 姓 was taken into the name."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_casino_operator_before_the_post():
    assert ("ORGANIZATION", "濠江星輝娛樂") in found("本人係濠江星輝娛樂荷官，成日臨時改更。")


def test_a_kind_of_firm_before_the_post_is_left():
    assert found("他是娱乐公司员工。") == set()


def test_a_surname_given_in_brackets():
    assert names("主管Jason（姓何）成日臨時改更。") == {"Jason", "何"}
