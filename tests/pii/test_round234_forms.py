"""The two-hundred-and-thirty-fourth round, found on set 235 (a second-hand sale on a resale app in Hangzhou) once it
was retired to the test part: a buyer's or a seller's display name after the market's role and a space, in a turn of
its own (卖家 橘子汽水不加冰：…, 买家 Momo_1990：…), and an app's account written with an @ and no domain's dot
(支付宝zhan.xiaoyu@alipay)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_display_name_after_a_market_role_and_a_space():
    assert names("卖家 橘子汽水不加冰：九成新的婴儿推车，原价一千二，现在四百出，限拱墅区自提。") == {"橘子汽水不加冰"}
    assert names("买家 Momo_1990：三百五行不行？我老公明天下班可以过去拿。") == {"Momo_1990"}


def test_a_role_and_a_field_stay():
    assert not names("卖家 发货时间：48小时内。")


def test_an_apps_account_with_an_at_and_no_dot():
    assert ("WECHAT_ID", "zhan.xiaoyu@alipay") in found("付款走平台担保，或者转支付宝zhan.xiaoyu@alipay也行。")
    assert ("EMAIL_ADDRESS", "zhan.xiaoyu@163.com") in found("转支付宝zhan.xiaoyu@163.com也行。")
