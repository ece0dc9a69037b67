"""The thirty-fourth round, found on set 34 once it was retired to the test part: an office tower's
floor, a subdistrict read as a verb and an estate below it, a parent signing by the child's name, a
character's name that is an everyday nickname, and a record's follow-up field."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_an_office_towers_floor():
    text = "请于周一到盘龙区北京路9号金鼎广场写字楼12楼报到。"
    assert ("CN_ADDRESS", "盘龙区北京路9号金鼎广场写字楼12楼") in found(text)


def test_an_estate_below_a_subdistrict_read_as_a_verb():
    text = "我家柯基在官渡区关上街道世纪城金源小区走丢了，有线索请联系我。"
    assert ("CN_ADDRESS", "官渡区关上街道世纪城金源小区") in found(text)


def test_a_parent_signing_by_the_childs_name():
    entities = found("表扬信：感谢老师对我家汤圆的耐心照顾。——汤圆妈妈")
    assert ("PERSON", "汤圆") in entities


def test_a_characters_name_that_is_an_everyday_nickname():
    assert ("PERSON", "小鱼儿") in found("3月12日 今天小鱼儿第一次自己系鞋带，我偷偷录了视频。")


def test_a_records_follow_up_field_is_no_speaker():
    assert "PERSON" not in kinds("出院记录 出院诊断：抑郁发作 随访：心理科 复查：一个月后")
