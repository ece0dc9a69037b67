"""The four-hundred-and-sixty-third round, found on set 464 (an overseas student's post in Toronto about a sublet)
once it was retired to the test part: a North American number written at home with its area code in brackets
((647) 382-9150), and a group's member by a handle, then when and what they did (群里的枫叶小熊之前提醒过我)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_north_american_number():
    assert found("现在他电话(647) 382-9150关机，微信也把我删了。") == {("CN_MOBILE", "(647) 382-9150")}
    assert found("电话：647-382-9150") == {("CN_MOBILE", "647-382-9150")}


def test_a_number_of_no_phone():
    assert found("订单号 647-382-9150 已发货") == set()


def test_a_groups_member_who_warned_me():
    assert found("群里的枫叶小熊之前提醒过我，我没当回事。") == {("PERSON", "枫叶小熊")}
