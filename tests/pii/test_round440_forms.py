"""The four-hundred-and-fortieth round, found on set 441 (a teenager's game forum post after an account sale scam)
once it was retired to the test part: a game's id after 游戏ID是 is an account, as an app's id is (夜雨听风丶, found
before as a handle, a person), and a classmate by a made handle whose name the tagger saw only at its end
(同学狂战士小白说…). The payer's name masked by the app (*志强) stays removed, as set 406's does."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_games_id_is_an_account():
    assert found("我游戏ID是夜雨听风丶，区服是微信区。") == {("WECHAT_ID", "夜雨听风丶")}


def test_a_classmates_made_handle_whole():
    assert found("我同学狂战士小白说他也被这个人骗过一个号。") == {("PERSON", "狂战士小白")}
    assert found("同学好朋友王芳说不来了。") == {("PERSON", "王芳")}
