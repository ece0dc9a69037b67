"""The two-hundred-and-eighth round, found on set 209 (an online game's guild in Wuhan) once it was retired to the test
part: a guild leader's role before the handle (帮主孤城暮雪：…, and one message alone: 副帮主一只喵：…), a handle of words
and digits someone is taken along with (我带小可爱233一起), and a sign-up's handles with the real names after them
(孤城暮雪真名霍启航；夜雨听风是庞晓雯)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_guild_leaders_role_before_the_handle():
    assert "孤城暮雪" in names("帮主孤城暮雪：今晚八点帮战。 夜雨听风：收到。")
    assert names("副帮主一只喵：新人先加我，拉你进语音房。") == {"一只喵"}
    assert not names("物业费催缴通知：您的物业费尚未缴纳。")  # a record's heading, no speaker


def test_a_handle_of_words_and_digits_taken_along():
    assert "小可爱233" in names("收到，我带小可爱233一起。")
    assert not names("我带孩子3个人去。")


def test_handles_with_the_real_names_after_them():
    text = "线下聚会登记：孤城暮雪真名霍启航，在读研；夜雨听风是庞晓雯，在上班。"
    assert {"孤城暮雪", "霍启航", "夜雨听风", "庞晓雯"} <= names(text)
