"""The three-hundred-and-ninety-seventh round, found on set 398 (a traffic police mediation record in Chengdu) once it
was retired to the test part: a crossing on a ring road's section (一环路北三段与解放路交叉口: the tagger cuts the road
into 一 / 环路 / 北 / 三段), a work unit named right after 单位 with no colon (单位成都迅达物流开了误工证明), and an
insurer before its adjuster's post and name (太平洋保险理赔员冉经理), where the brand is that person's employer."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_crossing_on_a_ring_roads_section():
    assert found("事发地：一环路北三段与解放路交叉口，乙闯红灯。") == {("CN_ADDRESS", "一环路北三段与解放路交叉口")}
    assert found("在二环路与人民路交叉口等你。") == {("CN_ADDRESS", "二环路与人民路交叉口")}


def test_a_work_unit_right_after_danwei():
    assert ("ORGANIZATION", "成都迅达物流") in found("左腕骨裂，单位成都迅达物流开了误工证明。")
    assert found("我们单位领导很好。") == set()


def test_a_brand_before_its_staffs_post_and_name():
    assert found("太平洋保险理赔员冉经理到场。") == {("ORGANIZATION", "太平洋保险"), ("PERSON", "冉")}
    assert found("我在太平洋保险买了车险。") == set()
    assert found("太平洋保险理赔员说要等定损。") == set()
