"""The hundred-and-thirty-first round, found on set 132 (Chinese people living in Japan and Korea) once it was
retired to the test part: a Japanese name was always taken for a public figure's, so a shop's manager and a
landlady were kept (店长佐藤先生, 房东山田太太). Now a foreign name with a title or after a relation is someone's
here, a Japanese surname before a title is found, and a novel's characters stay (渡边和直子). Also an address in
Japan (东京都新宿区大久保2丁目14-3), a phone number with a country code where students go (+82 10-…), and a
convenience store or a Chinese-language kindergarten abroad named as kinds. Left: a Japanese given name whose
last character the tagger joined to a verb (小林美 / 咲教), and a university named as a landmark."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, MOBILE, ORGANIZATION, SCHOOL
from tests.pii.findings import found, names


def test_a_japanese_name_with_a_title_is_someones():
    assert names("留学日记 今天在便利店打工，店长佐藤先生又夸我了。") == {"佐藤"}
    assert names("房东山田太太发消息说下个月要修水管，让我周六在家。") == {"山田"}


def test_a_novels_japanese_characters_stay():
    assert names("我在读村上春树，渡边和直子的故事让我想起我的大学。") == set()


def test_an_address_in_japan_and_a_phone_with_a_country_code():
    assert (ADDRESS, "东京都新宿区大久保2丁目14-3") in found("我住在东京都新宿区大久保2丁目14-3。")
    assert (MOBILE, "+82 10-4829-3716") in found("我叫刘佳音，在三星电子上班，电话+82 10-4829-3716。")


def test_kinds_of_shops_and_schools_abroad():
    text = "今天在便利店打工。有人知道附近的中文幼儿园吗？"
    assert not any(kind in {ORGANIZATION, SCHOOL} for kind, _ in found(text))
