"""The thirty-fifth round, found on set 35 once it was retired to the test part: a surname called by
name with a one-character title and read as a verb, a compound surname the tagger split, a list of
names with an aside after each, and a group chat's title."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_surname_and_title_called_by_name():
    assert ("PERSON", "满") in found("房东：这个月房租该交了。 我：满叔，我下周发工资就给您。")


def test_a_compound_surname_the_tagger_split():
    assert ("PERSON", "鲜于明轩") in found("校车名单 1号车：鲜于明轩、仲天佑")


def test_a_list_of_names_each_with_an_aside():
    text = "校车接送名单 1号车：鲜于明轩（锦绣花园12栋）、蓝欣悦（金色港湾3期8栋）、仲天佑"
    assert ("PERSON", "蓝欣悦") in found(text)


def test_a_group_chats_title_is_no_name():
    chat = "【麦霸群】KTV小王子：今晚唱歌去不去 声控女孩：去！"
    assert ("PERSON", "麦霸群") not in found(chat)
    assert "PERSON" in kinds(chat)
