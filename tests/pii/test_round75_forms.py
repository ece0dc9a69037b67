"""The seventy-fifth round, found on set 76 (counselling itself) once it was retired to the test part: an
employer's campus named in nine characters, a public health body (防治中心), a supervision record's fields,
a post's kind, and a dish of dim sum the tagger took for a name."""

from __future__ import annotations

from tests.pii.findings import found, kinds, names


def test_an_employers_campus_named_at_length():
    assert ("ORGANIZATION", "深圳富士康龙华园区") in found("来电者自称阿May，在深圳富士康龙华园区上班，表示压力很大。")
    assert "ORGANIZATION" not in kinds("那时候我在中关村一家创业公司做运营。")


def test_a_public_health_body():
    assert ("ORGANIZATION", "惠州市结核病防治所") in found("转介信 惠州市结核病防治所：兹有我校学生一名，现转介贵所。")


def test_a_supervision_records_fields_and_a_posts_kind():
    record = "督导记录 个案：黎女士 咨询师：区老师 督导：何教授 讨论：反移情"
    assert names(record) == {"黎", "区", "何"}
    post = "求助帖：最近总是失眠怎么办 发帖人：夜里不睡的猫"
    assert names(post) == {"夜里不睡的猫"}


def test_a_dish_of_dim_sum_is_no_name():
    assert "PERSON" not in kinds("广州的早茶，虾饺和凤爪一定要点。")
