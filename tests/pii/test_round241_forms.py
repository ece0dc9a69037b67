"""The two-hundred-and-forty-first round, found on set 242 (posts on social apps in Chengdu) once it was retired to the
test part: a handle to contact, right before its WeChat id or phone (联系兔子不吃胡萝卜，微信tuzi_0907cd), and a shop's
name asked for, no name (那家火锅店叫啥来着？)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_handle_to_contact_before_its_id():
    text = "寻猫：橘猫\"胖墩\"，11月20号在金牛区茶店子街道交大路188号附近走丢，联系兔子不吃胡萝卜，微信tuzi_0907cd。"
    assert names(text) == {"兔子不吃胡萝卜"}


def test_a_word_to_contact_stays():
    assert not names("有意者请联系客服，电话4008823100。")
    assert not names("联系方式 电话13800001234")


def test_a_shops_name_asked_for_is_no_organisation():
    assert not {kind for kind, _ in found("@芒果布丁 你上次说的那家火锅店叫啥来着？")} - {"PERSON"}
