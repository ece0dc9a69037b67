"""The six-hundred-and-seventy-second round, found on set 672 (an online shop's customer-service log) once it was
retired to the test part, a passage at a time: a handle speaking a passage's only turn with a mood's emoji before the
colon (奶茶不加糖🧋：亲 我的单号还没发货吗); a shop's agent by her nickname after 客服 (客服小暖：…, 客服小美 → 小美); a
notice's heading (温馨提示🔥：…) and a post's question (周末去哪玩😄：…) are no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_moody_handle_speaks_a_turn():
    assert found("奶茶不加糖🧋：亲 我的单号还没发货吗 急用😭") == {("PERSON", "奶茶不加糖")}
    assert ("PERSON", "奶茶不加糖") in found("奶茶不加糖🧋：地址改一下 收件人写lin yutong就行")


def test_a_shops_agent_by_nickname():
    assert found("客服小暖：亲亲久等啦~帮您查了 明天一早发顺丰哦") == {("PERSON", "小暖")}


def test_notices_and_questions_with_emoji_are_no_one():
    assert found("温馨提示🔥：今天全场打折") == set()
    assert found("周末去哪玩😄：我们去爬山吧") == set()
