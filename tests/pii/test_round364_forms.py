"""The three-hundred-and-sixty-fourth round, found on set 365 (a second-hand trading post in a Xi'an estate's group)
once it was retired to the test part: an estate in the title of its group for one purpose with 小区 as written
(【曲江池畔小区闲置群】: set 65 labels the name without it, set 365 with it; the span with 小区 covers both, and
round 64's test now asks for it), and a seller's id on the second-hand market app given as its number (闲鱼号…).
Also found while checking: a building's head (楼长) speaking in a chat was taken for a display name."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estate_in_a_groups_title_with_xiaoqu_as_written():
    assert found("【曲江池畔小区闲置群】") == {("CN_ADDRESS", "曲江池畔小区")}


def test_an_id_on_the_second_hand_market_app():
    assert ("WECHAT_ID", "duanyun_xa77") in found("闲鱼上也挂了，闲鱼号duanyun_xa77。")
    assert found("闲鱼 买家：请问switch还在吗？") == set()


def test_a_buildings_head_speaking_is_no_display_name():
    assert found("【我们小区防疫群】楼长：明天核酸 大家：收到") == set()
