"""The fifty-fourth round, found on set 55 (Wenzhou, Ningbo, Fuzhou, Xuzhou) once it was retired to the test
part: a small shop named by its owner, kinds of worker that are no engineer's title, a display name after a
role whole with its title, a neighbour's surname joined to where she lives, and a surname alone in a
dating profile."""

from __future__ import annotations

from heartbench.pii.titles import surname_forms
from tests.pii.findings import found, tagged


def test_a_small_shop_named_by_its_owner():
    assert ("ORGANIZATION", "老陈五金店") in found("义卖名单 曹文杰 200元、老陈五金店 500元、匿名 100元")


def test_kinds_of_worker_and_a_display_name_after_a_role():
    chat = "招工群 行政-蒋姐：招聘普工和技工，包住 阿龙：几点上班？"
    assert {name for kind, name in found(chat) if kind == "PERSON"} == {"蒋姐", "阿龙"}


def test_a_neighbours_surname_joined_to_where_she_lives():
    tokens = tagged([("投诉", "v"), ("楼上江", "s"), ("女士", "n"), ("家", "n"), ("拖", "v"), ("椅子", "n")])
    assert [(span.start, span.end) for span in surname_forms(tokens)] == [(4, 5)]


def test_a_surname_alone_in_a_dating_profile():
    assert ("PERSON", "柏") in found("婚恋档案 女，柏，1993年生，本科")
