"""The four-hundred-and-fifty-second round, found on set 453 (an after-sales chat about a broken rice cooker) once it
was retired to the test part: a buyer's display name glued to the market's role (买家快乐的大饼：…), a turn of its
own; what the party did is no name (房东回复：…)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_buyers_display_name_after_the_role():
    assert found("买家快乐的大饼：你好，电饭煲收到就是坏的。") == {("PERSON", "快乐的大饼")}


def test_what_the_party_did():
    assert found("房东回复：押金下周退。") == set()
    assert found("卖家发货：顺丰次日达。") == set()


def test_a_landlord_by_surname_and_title():
    assert found("房东于姐：暖气费一千八，转我微信就行。") == {("PERSON", "于")}
