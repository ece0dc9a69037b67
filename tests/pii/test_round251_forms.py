"""The two-hundred-and-fifty-first round, found on set 252 (a ride-hailing trip in Wuhan) once it was retired to the
test part: a complex's name and a tower's code after a house number (…关山大道355号光谷新世界T3), and a firm's regional
head office (小米武汉总部)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_complex_and_its_tower_after_a_house_number():
    text = "您预约的车辆已到达上车点洪山区关山大道355号光谷新世界T3，司机靳师傅，尾号8841。"
    assert ("CN_ADDRESS", "洪山区关山大道355号光谷新世界T3") in found(text)
    assert ("CN_ADDRESS", "洪山区关山大道355号") in found("我住洪山区关山大道355号，T3航站楼离这很远。")


def test_a_firms_regional_head_office():
    text = "里面有我的工牌，上面写着祝婧怡，小米武汉总部的，麻烦您帮我送回来。"
    assert ("ORGANIZATION", "小米武汉总部") in found(text)
    assert not {kind for kind, _ in found("公司总部在北京。")} & {"ORGANIZATION"}
