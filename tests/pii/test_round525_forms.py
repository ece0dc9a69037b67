"""The five-hundred-and-twenty-fifth round, found on set 526 (a game guild's recruiting post) once it was retired to the
test part: a game's id said of it in brackets after it (帮主：夜雨丶听风（游戏ID）), an app's id as after 游戏ID：."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_game_id_said_of_it_in_brackets():
    assert ("WECHAT_ID", "夜雨丶听风") in found("帮主：夜雨丶听风（游戏ID），副帮主阿狸，有事加帮主QQ1849302765。")
