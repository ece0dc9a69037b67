"""The three-hundred-and-twenty-second round, found on set 323 (a wedding MC's speech in a village of Henan) once it was
retired to the test part: a wedding planner advertised by name before its phone (找喜洋洋婚庆电话…), taken as a
handle to contact; a name before a trade (婚庆) is the firm's now, and a handle's rule leaves firms to the firms'."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_wedding_planner_is_a_firm():
    text = "我是今天的司仪，婚礼策划找喜洋洋婚庆电话13939675820包您满意"
    assert ("ORGANIZATION", "喜洋洋婚庆") in found(text)
    assert found("找婚庆公司要提前订。") == set()
