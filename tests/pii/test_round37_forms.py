"""The thirty-seventh round, found on set 38 once it was retired to the test part (set 37, retired
before it, showed no error to fix): an urban community before its gate, a pupil in a record's field,
a record's feedback field and a class one takes before a title."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_an_urban_community_before_its_gate():
    assert ("CN_ADDRESS", "建设路社区") in found("值班记录 22:10 建设路社区北门有人打架，已报警。")
    assert "CN_ADDRESS" not in kinds("我们社区北门有个菜市场，早上特别热闹。")


def test_a_pupil_in_a_records_field_and_its_feedback_field():
    record = "培训班名单 学员：祁书航（高一） 带班老师：冼老师 家长反馈：希望多布置作业。"
    assert found(record) == {("PERSON", "祁书航"), ("PERSON", "冼")}


def test_a_class_one_takes_before_a_title_is_no_surname():
    assert "PERSON" not in kinds("今天带班老师请假了，换了一个值班老师来看我们。")
