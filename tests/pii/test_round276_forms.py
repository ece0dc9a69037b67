"""The two-hundred-and-seventy-sixth round, found on set 277 (a scrap-metal yard on the edge of Taiyuan) once it was
retired to the test part: a seller after 卖方 whose surname the tagger read as the adverb 常 (卖方常 / 跃进), and a
payee the tagger read as a firm run into his bank's card (转账至武二明 / 农业银行卡: a bank card is no organisation)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_seller_after_maifang():
    assert names("09:40 三轮车 卖方常跃进 废铜81公斤。") == {"常跃进"}


def test_a_payee_before_his_banks_card():
    text = "付款记录：转账至武二明农业银行卡6228480129183456，金额5428元。"
    assert "武二明" in names(text)
    assert not {kind for kind, _ in found(text)} & {"ORGANIZATION"}
