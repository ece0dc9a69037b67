"""The hundred-and-forty-fifth round, found on set 146 (Inner Mongolia: Mongolian, Daur and Han names) once it was
retired to the test part: a town under a banner whose name the tagger splits, a state ranch's branch, a long name
tagged as two people, and a co-operative named only by its kind."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION, PERSON
from tests.pii.findings import found, kinds


def test_a_town_under_a_banner():
    assert (ADDRESS, "正蓝旗上都镇") in found("那达慕赛马报名：马主：朝鲁 所属：正蓝旗上都镇")
    assert (ADDRESS, "镶黄旗文贡乌拉苏木巴彦塔拉嘎查") in found("我家在镶黄旗文贡乌拉苏木巴彦塔拉嘎查，冬天零下三十度。")


def test_a_state_ranchs_branch():
    text = "防火联络表 锡林浩特市白音锡勒牧场三分场 联络员：孟和 电话：15847926103"
    assert (ADDRESS, "锡林浩特市白音锡勒牧场三分场") in found(text)
    assert ADDRESS not in kinds("暑假去牧场骑马，住了三天。")


def test_a_long_name_tagged_as_two_people_is_one():
    assert (PERSON, "苏和巴雅尔") in found("那达慕赛马报名：骑手苏和巴雅尔 12岁 马主：朝鲁")


def test_a_cooperative_named_only_by_its_kind():
    text = "牧民合作社社员：巴特尔、其其格、乌日娜，理事长：王嘎查长"
    assert ORGANIZATION not in kinds(text)
    assert (PERSON, "王") in found(text)
