"""The three-hundred-and-sixty-ninth round. Set 370 (a rural teacher's home-visit notes in Qiandongnan), retired to the
test part, had no errors to fix, read a passage at a time or whole; the round took on a false alarm that only reading
whole makes: a handle before a real name (孤城暮雪真名霍启航) is looked for only where 真名, 本名 or 大名 is said, and
that was decided for the whole text, so in a document with 真名 on one line every "X是 and a word of three" on the
others was read as a handle and its real name (星座是天蝎座, 方便是方便). It is decided line by line now: six false
alarms of the test part read whole went, no value was lost, a passage at a time nothing changed."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_real_name_said_on_another_line_makes_no_handle_here():
    text = "报名：孤城暮雪真名霍启航；夜雨听风是庞晓雯\n我的星座是天蝎座，我妈说这个星座的人记仇。"
    assert found(text) == {("PERSON", "孤城暮雪"), ("PERSON", "霍启航"), ("PERSON", "夜雨听风"), ("PERSON", "庞晓雯")}


def test_a_handle_and_its_real_name_on_the_same_line():
    assert ("PERSON", "孤城暮雪") in found("今天来了两个新人\n孤城暮雪真名霍启航，住在城南。")
