"""The seven-hundred-and-eleventh round, found on set 711 (a Shenzhen tech firm's exit-interview record) once it was
retired to the test part: the firm whose offer one got, named by its city and a name the tagger read as places
(拿到衡阳云岭数据的offer), is the employer one is about to join, as after 收到; and a record's conclusion heading its
line (面谈结论：…) is no speaker. What kind of offer one got (心仪的, 杭州的) names no firm."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_firm_whose_offer_one_got():
    assert ("ORGANIZATION", "衡阳云岭数据") in found("他已经拿到衡阳云岭数据的offer。")


def test_what_kind_of_offer_names_no_firm():
    assert found("拿到了心仪的offer，还有一个杭州的offer。") == set()


def test_a_records_conclusion():
    text = "员工：李俊杰\n后续联系：私人邮箱\n面谈结论：同意离职，最后工作日为12月15日。\n"
    assert not any(value == "面谈结论" for _, value in found(text))
