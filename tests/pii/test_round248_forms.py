"""The two-hundred-and-forty-eighth round, found on set 249 (a teacher's home visits in a Miao county of Guizhou) once it
was retired to the test part: a town under its city named without 市, where parents work (在东莞长安镇的美泰玩具厂打工),
and 时 ("when") after a verb, read as the surname before 妈妈 (视频通话时妈妈潘金花一直哭)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_town_under_its_city_without_shi():
    text = "父母都在东莞长安镇的美泰玩具厂打工，父亲杨光荣，电话13827694105，一年回来一次。"
    assert ("CN_ADDRESS", "东莞长安镇") in found(text)


def test_shi_after_a_verb_is_when():
    assert names("视频通话时妈妈潘金花一直哭，说对不起孩子，过年一定回来。") == {"潘金花"}
    assert names("开家长会时老师说了这件事。") == set()
