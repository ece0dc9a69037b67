"""The five-hundred-and-eleventh round, found on set 512 (a fishing boat's crew list in Zhoushan) once it was retired to
the test part: a crew's post with the surname glued to it (轮机长贺小兵); a name before a relative's name (应国平爱人胡美娟);
a town before a workplace of its kind keeps its address (岱山县高亭镇渔港); an origin in brackets after a nickname is no
name (阿旺（贵州人）)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_crews_post_then_a_name():
    assert ("PERSON", "贺小兵") in found("船长夏文龙；轮机长贺小兵。")


def test_a_post_then_a_word():
    assert found("船长高兴。") == set()


def test_a_name_before_a_relatives_name():
    assert ("PERSON", "应国平") in found("家属联系：应国平爱人胡美娟 13967207715")


def test_a_town_before_a_port_of_its_kind():
    assert ("CN_ADDRESS", "岱山县高亭镇") in found("出港：岱山县高亭镇渔港，预计十月回港。")


def test_a_mine_by_its_name_stays_an_employer():
    assert found("他在神木市大柳塔镇永兴煤矿上班。") == {("ORGANIZATION", "神木市大柳塔镇永兴煤矿")}


def test_an_origin_in_brackets():
    assert ("PERSON", "贵州人") not in found("船员：阿旺（贵州人）、杨三宝、刘二。")


def test_a_post_then_a_surname_and_a_title():
    assert ("PERSON", "詹") in found("或者找年级组长詹老师。")


def test_a_place_overgrown_is_no_post():
    assert found("有个废旧的场所长满杂草，我们就在那里玩。") == set()
