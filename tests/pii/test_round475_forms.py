"""The four-hundred-and-seventy-fifth round, found on set 476 (a complaint on a consumer platform about a course's
refund) once it was retired to the test part: the complainant's field holding a handle (投诉人：追风的蒲公英), a WeChat
name quoted (微信名“小雅老师”), and 顾问, an adviser, no name though 顾 is a surname (顾问说…). The firm's short name
(智学未来) beside its full name in another line is left: neither a line alone nor the text read whole ties them."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_complainants_handle():
    assert found("投诉人：追风的蒲公英") == {("PERSON", "追风的蒲公英")}


def test_a_quoted_wechat_name():
    assert ("PERSON", "小雅老师") in found("课程顾问伍老师（微信名“小雅老师”，微信号zxwl_xiaoya07）承诺随时退。")


def test_an_adviser_speaking():
    assert found("孩子申请退款，顾问说已经超过七天不能退。") == set()
    assert found("课程顾问伍顾问说可以退。") == {("PERSON", "伍")}
