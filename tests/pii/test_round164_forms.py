"""The hundred-and-sixty-fourth round, found on set 165 (the Xinjiang Production and Construction Corps) once it was
retired to the test part: a company of a regiment, with its division or under its town, and a rare surname opening a
clause before what one calls an elder (冶 / 大哥, read as a verb)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, PERSON
from tests.pii.findings import found, kinds


def test_a_company_of_a_regiment():
    assert (ADDRESS, "第八师一四一团三连") in found("拾花工登记：牛玉芬，河南周口人，分到第八师一四一团三连，带队人杨队长。")
    assert (ADDRESS, "一二一团二十五连") in found("叫一二一团二十五连的修理工过来看看。")
    assert (ADDRESS, "石河子市北泉镇十七连") in found("我家在石河子市北泉镇十七连，爸妈种了一百亩棉花。")
    assert ADDRESS not in kinds("文工团三连演了五场。")


def test_a_rare_surname_opening_a_clause_before_an_elder():
    assert (PERSON, "冶") in found("冶大哥的采棉机坏在地里了。")
