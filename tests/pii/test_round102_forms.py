"""The hundred-and-second round, found on set 103 (faith and charity) once it was retired to the test part: a
church's group signing a note (福州花巷堂祷告小组), a charity one volunteers for (壹基金), a donor in a list of
gifts (黄金水 捐款…), one of a couple (…、施美珍夫妇), a child after 儿童, a school the tagger read as a verb
(临夏州民族中学), and 弘一法师 public. Left: 华枝春, three characters of a quoted couplet."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_churchs_group_and_a_charity_one_volunteers_for():
    assert ("ORGANIZATION", "福州花巷堂") in found("代祷事项：为林秀琴姊妹的母亲祷告。 ——福州花巷堂祷告小组")
    assert ("ORGANIZATION", "壹基金") in found("我是壹基金温州的志愿者朱晓彤。")
    assert not any(kind == "ORGANIZATION" for kind, _ in found("小丁您好，我是上周接您电话的志愿者阿树。"))


def test_donors_couples_and_a_child():
    assert {"黄金水", "郑美华"} <= names("功德榜 黄金水 捐款叁仟元 郑美华全家 捐款贰仟元")
    assert names("寄养家庭记录：儿童小雨，7岁，寄养于潘德明、施美珍夫妇家。") == {"小雨", "潘德明", "施美珍"}


def test_a_school_read_as_a_verb_and_a_public_monk():
    assert ("SCHOOL", "临夏州民族中学") in found("助学名单：马小燕（东乡族，临夏州民族中学初三）")
    assert names("弘一法师说，悲欣交集。") == set()
