"""The two-hundred-and-fifty-third round, found on set 254 (a typhoon evacuation on an island of Zhoushan) once it was
retired to the test part: a boat's skipper named after 船老大, whose surname the tagger glued to 老大 (船 / 老大翁 /
海潮，), as it glues a surname to a title (厂长 / 老板)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_skippers_name_after_chuanlaoda():
    assert names("回港船只登记：浙岱渔07315，船老大翁海潮，联系电话13857091462，已靠泊避风。") == {"翁海潮"}


def test_a_title_then_a_surname_and_a_title_stays_the_surname():
    assert names("班主任李老师，下午到办公室来一趟。") == {"李"}
