"""The hundred-and-third round, found on set 104 (games and fandoms online) once it was retired to the test
part: a handle in the field of a group's role (会长：夜雨听风, 画师：糖糖不吃糖) whose field is no speaker, one to be
messaged privately (请私信小太阳), a game id joined by 丶, 老 with a letter (老K), a rural nickname awaited
(等狗蛋上来). Left: the handles of a raid's roster after its game roles (坦克北冥有鱼、一只胖橘), and 胖虎, a
cartoon's name, where a friend bears it without a relation before it."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_handles_in_the_fields_of_a_groups_roles():
    assert names("【星辰公会】集合时间：周六晚八点。会长：夜雨听风") == {"夜雨听风"}
    assert names("约稿 画师：糖糖不吃糖 委托人：林夕（QQ1932087465）") == {"糖糖不吃糖", "林夕"}


def test_a_handle_to_message_privately_but_not_a_verb_after_it():
    assert names("线下应援活动：报名请私信小太阳，需提供真实姓名和电话。") == {"小太阳"}
    assert names("这个账号一直在私信骚扰我，我已经截图了。") == set()


def test_a_game_id_and_nicknames_in_a_raid():
    # a game's id after its field is an app's id since the four-hundred-and-fortieth round (LABELLING.md); before, a name
    assert found("账号找回申请 游戏ID：天下无双丶小白 实名：肖宇航") == {("WECHAT_ID", "天下无双丶小白"), ("PERSON", "肖宇航")}
    assert names("语音转文字：老K你别冲啊！等狗蛋上来再开团！") == {"老K", "狗蛋"}
