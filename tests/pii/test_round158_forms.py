"""The hundred-and-fifty-eighth round, found on set 159 (a live stream's chat and its aftermath) once it was retired
to the test part: viewers thanked for gifts, a user in a moderator's log, a handle with a run of sixes opening a
line, and a road numbered in a grid whose first character the tagger read as a preposition (经 / 三路)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS
from tests.pii.findings import found, names


def test_viewers_thanked_for_gifts():
    text = "感谢不吃香菜的阿豪送的火箭！感谢月亮不营业的三个小心心！"
    assert names(text) == {"不吃香菜的阿豪", "月亮不营业"}
    assert not names("感谢大家送的礼物，明天见！")


def test_a_user_in_a_moderators_log():
    assert "路过的咸鱼" in names("禁言记录：用户路过的咸鱼因人身攻击被禁言7天，操作人：房管阿飘。")


def test_a_handle_with_a_run_of_sixes_opening_a_line():
    assert names("大表哥666：主播今天几点下播？") == {"大表哥666"}
    assert not names("房间302：空调坏了。")


def test_a_road_numbered_in_a_grid():
    text = "有人把她的住址郑州市金水区经三路68号院5号楼2单元都发出来了。"
    assert (ADDRESS, "郑州市金水区经三路68号院5号楼2单元") in found(text)
