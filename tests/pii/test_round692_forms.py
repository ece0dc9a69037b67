"""The six-hundred-and-ninety-second round, found on set 692 (a Dalian building crew's chat about wages owed) once it was
retired to the test part, a passage at a time: a foreman by his surname and 工头 or 工长 where the tagger did not join
them (二柱子：于 / 工头说…), and a village nickname by birth order speaking a turn (二柱子：…, the tagger's 二 / 柱子).
包工头, the trade, and 工头 alone stay no one; so do a number of pillars and a big pillar."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_foreman_by_surname():
    assert ("PERSON", "于") in found("二柱子：于工头说这个月又发不了，让再等等。")
    assert names("包工头说这个月又发不了。") == set()
    assert names("他跟工头吵起来了。") == set()


def test_a_nickname_by_birth_order():
    assert ("PERSON", "二柱子") in found("二柱子：工地在那个楼盘，写清楚点。")
    assert names("这栋楼有三根柱子，门口的大柱子裂了。") == set()
