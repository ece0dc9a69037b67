"""The two-hundred-and-ninety-seventh round, found on set 298 (a stray-cat rescue group in Chengdu) once it was retired
to the test part: a duty roster by weekday whose feeders are handles of any words (周一橘子皮（…），周二喵了个咪…), a
vet clinic with its branch named by its place (成都宠爱动物医院 / 玉林 / 店), and an estate named by its guard (芳草苑的
保安). Left alone: the estates in brackets after the roster's feeders, and a handle alone after a record's colon
(回访记录：喵了个咪上门看了)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_roster_by_weekday():
    text = "喂猫排班：周一橘子皮（玉林北路的芳草苑），周二喵了个咪（肖家河小区），周三川大猫奴负责望江那边。"
    assert {"橘子皮", "喵了个咪", "川大猫奴"} <= names(text)
    assert names("值班表：周一白班，周二夜班，周三休息") == set()


def test_a_firm_with_its_branch():
    assert ("ORGANIZATION", "成都宠爱动物医院玉林店") in found("送到成都宠爱动物医院玉林店，医生给打了八折。")


def test_an_estate_named_by_its_guard():
    assert ("CN_ADDRESS", "芳草苑") in found("芳草苑的保安又把猫粮碗踢了。")
    assert found("颐和园的保安很严。") == set()
