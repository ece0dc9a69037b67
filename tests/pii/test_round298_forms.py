"""The two-hundred-and-ninety-eighth round, found on set 299 (an online shop's customer-service chat) once it was
retired to the test part: a recipient pasted as a shopping app copies one, name, mobile, address (甘露，1396…，浙江省
…), however everyday the name's word, and a supervisor introducing herself by post and surname (我是主管何，)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_recipient_pasted_from_a_shopping_app():
    text = "买家 夏天的风铃2017：甘露，13967210548，浙江省 宁波市 鄞州区 首南街道 天童南路588号宁波文化广场B座1205"
    assert "甘露" in names(text)
    assert names("联系电话，13967210548，妈妈，13967210549，") == set()


def test_introducing_oneself_by_post_and_surname():
    assert "何" in names("客服主管 Vivian：您好，我是主管何，已经给您加急处理。")
