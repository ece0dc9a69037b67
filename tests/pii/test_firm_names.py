"""A registered firm's trade name found again wherever the text uses it alone (set 476, read whole: the complaint
names 北京智学未来教育科技有限公司, then 报了智学未来的网课); a trade name the dictionary knows is left alone."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firms_trade_name_on_another_line():
    text = "投诉对象：北京智学未来教育科技有限公司\n投诉内容：给儿子报了智学未来的初二数学网课。"
    assert found(text) == {("ORGANIZATION", "北京智学未来教育科技有限公司"), ("ORGANIZATION", "智学未来")}


def test_a_trade_name_after_its_place_word():
    text = "我在杭州数澜网络科技有限公司上班，数澜的同事都很好。"
    assert ("ORGANIZATION", "数澜") in found(text)
    assert ("ORGANIZATION", "云帆") in found("广东省深圳市云帆网络科技有限公司拖欠货款，云帆的老板不接电话。")


def test_a_trade_name_that_is_a_word_stays_one():
    assert found("四川天府软件有限公司在天府广场旁边。") == {("ORGANIZATION", "四川天府软件有限公司")}
