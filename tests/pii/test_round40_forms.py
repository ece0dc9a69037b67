"""The fortieth round, found on set 41 once it was retired to the test part: a crossing named the
Xi'an way with the second road split, a rare surname standing apart before a given name read as a
date, any record's field for a person ending in 人, church members named as sisters and brothers, a
nickname named as one, more fields and roles that are no speakers, and authors and singers named by
their work."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_crossing_named_the_xian_way():
    assert ("CN_ADDRESS", "雁塔路与友谊东路十字") in found("我在雁塔路与友谊东路十字等你。")


def test_a_rare_surname_apart_before_a_given_name_read_as_a_date():
    assert ("PERSON", "仝国强") in found("我外公叫仝国强，今年八十了。")
    assert "PERSON" not in kinds("他说这个地方叫和平，以前打过仗。")


def test_a_records_field_for_a_person_ending_in_ren():
    record = "理赔记录 投保人：车国庆 事项：住院 案由：意外"
    assert found(record) == {("PERSON", "车国庆")}


def test_church_members_named_as_sisters_and_brothers():
    assert ("PERSON", "路加") in found("请为路加弟兄的新工作祷告。")


def test_a_nickname_named_as_one():
    assert ("PERSON", "狒狒") in found("舍友狒狒这个外号是军训时候起的。")


def test_the_maker_of_a_video_is_no_speaker():
    assert found("视频评论 up主：谢谢大家 小鹿：加油") == {("PERSON", "小鹿")}


def test_authors_and_singers_named_by_their_work():
    assert "PERSON" not in kinds("我最近老听李健的歌，很安静。")
    assert "PERSON" not in kinds("路遥写《平凡的世界》用了六年。")
    assert ("PERSON", "李健") in found("我同事李健的歌唱得不错，年会上唱了一首。")
