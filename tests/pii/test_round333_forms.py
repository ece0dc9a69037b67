"""The three-hundred-and-thirty-third round, found on set 334 (a Chinese student renting a room in Sydney) once it was
retired to the test part: a bank account's number of no card's length (账号10427793), taken where a bank or a
transfer is named before it (BSB, 转账, 户名…), not an account of a game or an app. Left alone: a government body
abroad named in English (NSW Fair Trading)."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_an_account_number_after_a_transfer_abroad():
    text = "押金当时转到她的账户，BSB 062-118，账号10427793，备注写了我的名字。"
    assert found(text) == {("BANK_CARD", "10427793")}


def test_an_account_of_a_game_is_no_bank_account():
    assert found("我的游戏账号12345678被盗了。") == set()


def test_an_account_number_keeps_its_length_in_the_surrogate():
    text = "工行，户名见附件，账号10427793。"
    replaced, mapping = Anonymizer().anonymize(text, seed=1)
    surrogate = mapping["10427793"]
    assert len(surrogate) == 8 and surrogate.isdigit() and surrogate != "10427793" and surrogate in replaced
