"""The hundred-and-ninety-third round, found on set 194 (a Hui neighbourhood in Yinchuan) once it was retired to the
test part: a note signed after a dash (——撒继红), a household in a welfare record by its head's name and 户 (锁玉梅户需
补交…), and a Hui religious name before a title (法图麦奶奶)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_note_signed_after_a_dash():
    assert "撒继红" in names("马师傅，今天给我留两斤羊排，我下午五点来拿。——撒继红")
    assert not names("横眉冷对千夫指，俯首甘为孺子牛。——鲁迅")  # a quote's author, a public figure


def test_a_household_by_its_heads_name():
    assert "锁玉梅" in names("低保复核：富宁街道，锁玉梅户需补交收入证明。")
    assert not names("全村，贫困户需登记，万元户已不稀罕。")  # kinds of household


def test_a_hui_religious_name():
    assert "法图麦" in names("开斋节给法图麦奶奶送油香，她腿脚不好。")
