"""The hundred-and-thirty-ninth round, found on set 140 (voice messages as text, from Hunan, Jiangxi and Guangxi)
once it was retired to the test part: a firm's coined name after its city in a work slot (在长沙远大住工上班), a
surname given with 姓 before the next clause of unpunctuated speech (我姓邹那个热水器…), and a surname and title
the tagger read as one adverb (曾老师你好: 曾, "once"). Found on the way: a firm counted, not named (上海一家公司)."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_a_firms_coined_name_after_its_city():
    assert (ORGANIZATION, "长沙远大住工") in found("你爸爸在长沙远大住工上班好辛苦的你要听话晓得不")


def test_a_city_and_a_kind_of_workplace_name_no_firm():
    for text in ("我在长沙工地上班。", "我在深圳科技园上班。", "我在上海一家公司上班。"):
        assert not any(kind == ORGANIZATION for kind, _ in found(text)), text


def test_surnames_in_unpunctuated_speech():
    assert names("房东你好我是租客我姓邹那个热水器又坏了麻烦你找个师傅来看一下") == {"邹"}
    assert names("曾老师你好我是曾浩宇的妈妈他昨天回来说在学校被彭子健打了") == {"曾", "曾浩宇", "彭子健"}
