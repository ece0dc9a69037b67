"""The three-hundred-and-twenty-fifth round, found on set 326 (a Kazakh herding family in Altay moving to the summer
pasture) once it was retired to the test part: the summer pasture read as 夏 and a given name (夏牧场的草好, which
changed a passage without personal data), a township's clinic by its kind (乡卫生院, every township has one), and a
prefecture's numbered senior high school, the tagger reading 高级 apart (阿勒泰地区第二高级中学). Left alone: a
herder by a name that is also a car's brand before 家 (别克家羊…), and a village after 到 before its pasture."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_seasons_pasture_is_no_name():
    assert found("夏牧场的草好，牛羊长得快。") == set()


def test_a_townships_clinic_by_its_kind():
    assert found("小儿子发烧，乡卫生院的胡医生骑摩托车上来看了。") == {("PERSON", "胡")}


def test_a_prefectures_numbered_senior_high_school():
    assert ("SCHOOL", "阿勒泰地区第二高级中学") in found("大女儿在阿勒泰地区第二高级中学住校。")
