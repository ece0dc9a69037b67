"""The seven-hundred-and-sixty-sixth round, found on set 766 (a Guangxi township's sign-up list for a song fair) once it
was retired to the test part: Zhuang given names led by 特 (a man's) or 达 (a woman's) in a list of singers (特山、特强、
黄德光), a town's culture station named by its town (武鸣区锣圩镇文化站), a town's central primary school as a kind
(镇中心小学), and, read whole, numbered teams and an event's host heading their lists (二队：…, 主办：…) taken for
speakers."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_zhuang_given_names_in_a_list_of_singers():
    assert names("二队：特山、特强、黄德光，来自锣圩镇板六村。") == {"特山", "特强", "黄德光"}
    assert names("一队：韦秀英、蓝春花、达美，来自锣圩镇那汉村。") == {"韦秀英", "蓝春花", "达美"}


def test_a_towns_culture_station():
    assert ("ORGANIZATION", "武鸣区锣圩镇文化站") in found("【三月三歌圩报名】主办：武鸣区锣圩镇文化站，联系人覃干事")


def test_a_towns_central_primary_school_is_a_kind():
    assert found("比赛当天早上九点在镇中心小学操场集合。") == set()


def test_numbered_teams_and_the_host_do_not_speak():
    text = "主办：武鸣区锣圩镇文化站\n一队：韦秀英、蓝春花\n二队：特山、黄德光\n达美：我们队想唱对歌。"
    assert not {"主办", "一队", "二队"} & names(text)
