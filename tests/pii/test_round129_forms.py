"""The hundred-and-twenty-ninth round, found on set 130 (coal towns in Shanxi, Shaanxi and Inner Mongolia) once it
was retired to the test part: a mine where one worked, taken as an address of its town (神木市大柳塔镇永兴煤矿)
or cut after the group that owns it (同煤集团 / 燕子山矿 where one 上过十年班); a community whose name begins
with 和 (新胜街道和瑞社区); and a roster's posts read as names (带班班长：…, 安全员：…)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION
from tests.pii.findings import found, names


def test_a_mine_where_one_worked_is_an_employer():
    text = "信访材料：我叫张翠莲，丈夫王喜旺在神木市大柳塔镇永兴煤矿干了十八年，得了尘肺病。家住神木市大柳塔镇活鸡兔村。"
    assert (ORGANIZATION, "神木市大柳塔镇永兴煤矿") in found(text)
    assert (ADDRESS, "神木市大柳塔镇活鸡兔村") in found(text)
    text = "我在同煤集团燕子山矿上过十年班，后来腰坏了才上来，现在住在云冈区新胜街道和瑞社区。"
    assert {(ORGANIZATION, "同煤集团燕子山矿"), (ADDRESS, "云冈区新胜街道和瑞社区")} <= found(text)


def test_a_subdistrict_and_its_communities_are_no_community_named_he():
    assert not any(kind == ADDRESS for kind, _ in found("请各街道和社区做好防汛准备。"))


def test_a_rosters_posts_are_no_names():
    assert names("下井人员登记 早班：郝二牛、贺满仓、刘拴柱 带班班长：高班长 安全员：小乔") == {"郝二牛", "贺满仓", "刘拴柱", "高", "小乔"}
