"""The fifty-eighth round, found on set 59 (campus in Wuhan, Xi'an, Chengdu, Harbin) once it was retired to
the test part: a seat list numbered 01 02, a year of study before a display name, a trade before one, an
intern's employer, a doubled nickname signing a message off, and a pseudonym."""

from __future__ import annotations

from heartbench.pii.name_lists import numbered_list_items
from tests.pii.findings import found, kinds, tagged


def test_a_seat_list_numbered_with_two_digits():
    pairs = [("座位表", "n"), (" ", "w"), ("01", "m"), (" ", "w"), ("邹雨欣", "PER"), (" ", "w"), ("02", "m"), (" ", "w"),
             ("房子轩", "PER"), (" ", "w"), ("03", "m"), (" ", "w"), ("牛一帆", "n"), (" ", "w"), ("监考", "vn")]
    text = "".join(word for word, _ in pairs)
    assert [text[s.start:s.end] for s in numbered_list_items(text, tagged(pairs))] == ["牛一帆"]


def test_a_year_of_study_and_a_trade_before_display_names():
    chat = "兼职群 烧烤店-阿珍：周末招人 研一-小舟：我可以 烧烤店-阿珍：私聊"
    people = {name for kind, name in found(chat) if kind == "PERSON"}
    assert people == {"阿珍", "研一-小舟"}


def test_an_interns_employer():
    assert ("ORGANIZATION", "网易") in found("恭喜你通过网易暑期实习面试，请于7月1日报到。")
    assert "ORGANIZATION" not in kinds("我在网易买了一门课。")


def test_a_doubled_nickname_signing_a_message_off():
    assert ("PERSON", "悠悠") in found("你到底怎么想的？ 我等你消息 悠悠")


def test_a_pseudonym_is_no_one():
    assert "PERSON" not in kinds("来访者：安安（化名），女，20岁，主诉失眠。")
