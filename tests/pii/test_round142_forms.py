"""The hundred-and-forty-second round, found on set 143 (messy text as young people type it) once it was retired
to the test part: a name's initials in pinyin opening a clause (救命 zyh今天…), a cartoon's name for a friend
asked along (叫上胖虎和…), a teacher's initial before 老师 (W老师), a brother's doubled name read as a time (我哥
晨晨), and Sichuan's skewers read as a child (串串). Left: a friend's nickname after 和 that is a snack
(小鱼干)."""

from __future__ import annotations

from tests.pii.findings import names


def test_initials_a_friend_asked_along_and_a_teachers_initial():
    assert names("救命 zyh今天又在班群里阴阳我 说我胖 我真的会谢 明天不想去学校了😭😭") == {"zyh"}
    assert "胖虎" in names("周六来我家打游戏 叫上胖虎和小鱼干")
    assert names("W老师今天又拖堂 物理课上到吃饭时间 饿死") == {"W"}


def test_a_cartoon_character_watched_is_no_one():
    assert names("我弟弟天天看哆啦A梦，最喜欢胖虎。") == set()


def test_a_brothers_doubled_name_and_skewers():
    assert names("我哥晨晨考上重庆大学了 我妈在朋友圈发了八百遍") == {"晨晨"}
    assert names("火锅冒菜串串 成都人的快乐就是这么简单") == set()
