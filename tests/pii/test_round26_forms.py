"""The twenty-sixth round, found on set 26 once it was retired to the test part: a given name's last
character the tagger cut off, a name after 叫 that is also a phrase, a surname glued to a space, names
after a record's role, kin by order, handles after a private message or a forum's label, app ids."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


@pytest.mark.parametrize(
    ("text", "name"),
    [("我儿子危建平在深圳，一年回来一次。", "危建平"), ("我老公卜志刚喝了酒就打我。", "卜志刚")],
)
def test_a_given_names_last_character_the_tagger_cut_off(text, name):
    assert ("PERSON", name) in found(text)


def test_a_name_followed_by_an_adverb_keeps_its_length():
    assert ("PERSON", "王丽") in found("王丽刚走了。")


def test_a_name_after_jiao_that_is_also_a_phrase():
    assert ("PERSON", "苟富贵") in found("借钱的人叫苟富贵，他说下个月还。")


def test_a_surname_the_tagger_glued_to_a_space():
    assert ("PERSON", "敖") in found("离职面谈 面谈人：HR 敖经理")


def test_names_after_a_records_role():
    text = "护理交班：12床仇桂兰，晚上躁动，家属仇明电话18874021365，已告知。"
    assert {("PERSON", "仇桂兰"), ("PERSON", "仇明")} <= found(text)


def test_kin_by_order_in_a_family_chat_is_nobody():
    chat = "【一家人】三姑：周末谁来吃饭？ 表弟-小龙：我来！ 二伯：我们下午到"
    assert not {text for kind, text in found(chat) if kind == "PERSON"} - {"表弟-小龙"}


@pytest.mark.parametrize(
    ("text", "handle"),
    [("私信 晚风吹过的街角：姐姐，我又睡不着了。", "晚风吹过的街角"), ("业主论坛 住在12楼的猫：楼道又被堵了。", "住在12楼的猫")],
)
def test_handles_after_a_private_message_or_a_forums_label(text, handle):
    assert ("PERSON", handle) in found(text)


def test_an_alipay_account():
    assert ("WECHAT_ID", "chen_xiaoyu1990") in found("我的支付宝账号是chen_xiaoyu1990，你把钱转过来吧。")


def test_a_department_field_is_no_speaker():
    assert "PERSON" not in kinds("离职面谈 部门：仓储部 离职原因：家里有事")
