"""The two-hundred-and-twenty-eighth round, found on set 229 (desert tourism in Dunhuang) once it was retired to the
test part: a Japanese tourist by full name, whose last character (咲, a character Chinese names do not use) the
tagger cut off; a foreign name right after a tourist or a student from abroad is someone met, not a public figure."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_japanese_tourist_by_full_name():
    assert "佐藤美咲" in names("日本游客佐藤美咲在鸣沙山走丢了，导游阎导已经报警。")
    assert "铃木健太" in names("班里的日本留学生铃木健太说他明天走。")


def test_a_japanese_writer_read_about_stays():
    assert not names("我最近在读村上春树的小说。")
