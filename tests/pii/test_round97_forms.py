"""The ninety-seventh round, found on set 98 (trade in Yiwu, Hangzhou and Shaoxing) once it was retired to the
test part: a live stream's script (its roles and parts are no speakers; the shop it welcomes viewers to is the
host's), 楼 as a Zhejiang family name (楼主任) but not in 老楼 or 楼主, a payee by surname without the field's
colon (收款人方), and 咸亨酒店 as a brand."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_live_streams_script():
    text = "直播脚本 主播：小鹿 助播：阿凯 开场：家人们晚上好，欢迎来到义乌鹿鹿饰品直播间，今天上新一百款发夹！"
    assert found(text) == {("PERSON", "小鹿"), ("PERSON", "阿凯"), ("ORGANIZATION", "义乌鹿鹿饰品")}


def test_lou_as_a_family_name_and_as_a_building():
    assert names("我想请两天假回老家看看我妈，楼主任没批。") == {"楼"}
    assert names("我外婆住桂林路4号院1门，那是一栋五十年代的老楼。楼主说得对。") == set()


def test_a_payee_by_surname_and_a_famous_restaurant():
    assert names("我的支付宝账号是13706894412，收款人方。") == {"方"}
    assert found("鲁迅故居就在咸亨酒店旁边。") == set()
