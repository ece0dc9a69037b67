"""The three-hundred-and-thirty-ninth round, found on set 340 (an online tutoring firm's customer service log in Jinan)
once it was retired to the test part: the full name an account is held in after 户名, with or without its colon,
however the tagger joined it to the field (户名单岚。); not what is said of the name (户名相同)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_accounts_holder_after_the_field():
    text = "家长要求退款到支付宝，账号是shan_lan1988@163.com，户名单岚。"
    assert found(text) == {("EMAIL_ADDRESS", "shan_lan1988@163.com"), ("PERSON", "单岚")}
    assert found("户名：单岚，开户行：农行。") == {("PERSON", "单岚")}


def test_what_is_said_of_the_name_is_no_name():
    assert found("两个账户户名相同。") == set()
