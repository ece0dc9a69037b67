"""The two-hundred-and-forty-fourth round, found on set 245 (a live stream selling rice and fungus from Heilongjiang,
its host's speech turned into text) once it was retired to the test part: a viewer thanked for following by handle
(感谢雪乡老猎户的关注), a township whose first characters the tagger glued to its city (五常市民乐 / 朝鲜族乡红光村),
and a husband by 大 and a character after the word for him (俺家那口子大刚今儿个…)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_viewer_thanked_for_following():
    text = "家人们欢迎欢迎感谢大庆小苹果送的小心心感谢雪乡老猎户的关注咱家这五常大米都是今年新米嗷"
    assert names(text) == {"大庆小苹果", "雪乡老猎户"}
    assert not names("感谢大家的关注，感谢领导的支持，感谢您的分享。")


def test_a_township_glued_to_its_city():
    assert ("CN_ADDRESS", "五常市民乐朝鲜族乡红光村") in found("发货地址是五常市民乐朝鲜族乡红光村仓库直发顺丰包邮三天到")


def test_a_husband_by_da_and_a_character():
    assert names("俺家那口子大刚今儿个去地里收木耳了晚上让他上来跟大伙唠唠") == {"大刚"}
    assert not names("我老公大方，从来不计较。")
