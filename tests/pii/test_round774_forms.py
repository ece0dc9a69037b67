"""The seven-hundred-and-seventy-fourth round, found on set 774 (a Jiangxi orange grower's live stream turned into
text) once it was retired to the test part: viewers welcomed by their handles (欢迎一颗甜橙子进入直播间, and in the
host's roll of greetings: 欢迎山城老王 感谢…), a WeChat id said again without its label (加我微信ameiguoyuan168 我再说一遍
ameiguoyuan168), and, read whole, a handle's last word that is the product on sale (一颗甜橙子 … 今天的橙子)."""

from __future__ import annotations

from tests.pii.findings import found, names, pii


def test_viewers_welcomed_by_their_handles():
    line = "欢迎一颗甜橙子进入直播间 欢迎山城老王 感谢芒果很忙送的小心心"
    assert names(line) == {"一颗甜橙子", "山城老王", "芒果很忙"}


def test_a_welcome_to_everyone_names_no_one():
    assert found("欢迎大家来到直播间，欢迎新来的宝宝们进入直播间，欢迎光临，感谢支持。") == set()


def ids(text: str, kind: str) -> list[tuple[int, str]]:
    return [(e.start, e.text) for e in pii.analyze(text) if e.type == kind]


def test_an_id_said_again_without_its_label():
    assert ids("要开发票的加我微信ameiguoyuan168 我再说一遍 ameiguoyuan168", "WECHAT_ID") == [(9, "ameiguoyuan168"), (30, "ameiguoyuan168")]
    assert ids("我的QQ1739286504，记一下：1739286504", "QQ_NUMBER") == [(4, "1739286504"), (19, "1739286504")]
    assert ids("微信abc12345 不是 abc123456", "WECHAT_ID") == [(2, "abc12345")]  # not inside a longer id


def test_a_handles_last_word_after_a_modifier_is_the_word():
    text = "欢迎一颗甜橙子进入直播间\n今天的橙子都是下午刚摘的，十斤装的五十九块九。"
    assert names(text) == {"一颗甜橙子"}
