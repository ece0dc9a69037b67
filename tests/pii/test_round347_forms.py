"""The three-hundred-and-forty-seventh round, found on set 348 (a dried fruit seller in Kashgar with an online shop)
once it was retired to the test part: a buyer's handle between 买家 and what they said (买家乐乐爱吃杏说…); not what the
buyer did (买家收到货说…)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_buyers_handle_before_what_they_said():
    assert found("买家乐乐爱吃杏说收到的杏干发霉了，要退货。") == {("PERSON", "乐乐爱吃杏")}


def test_what_a_buyer_did_is_no_handle():
    assert found("买家收到货说不满意，要退货。") == set()
