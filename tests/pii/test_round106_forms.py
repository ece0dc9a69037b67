"""The hundred-and-sixth round, found on set 107 (notices and local news) once it was retired to the test part:
a community after its subdistrict whatever follows it (般阳社区家中), a reporter by surname (记者颜报道), and a
school's list of awards (高二 is no name; 班 is no part of the pupil's name)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_community_after_its_subdistrict():
    text = "寻人启事：鞠秀兰，女，78岁，11月22日上午从淄川区松龄路街道般阳社区家中走失。"
    assert ("CN_ADDRESS", "淄川区松龄路街道般阳社区") in found(text)


def test_a_reporter_by_surname():
    assert names("记者颜报道：山东大学齐鲁医院的护士房丽娜在地铁上救了一位乘客。") == {"颜", "房丽娜"}


def test_a_schools_list_of_awards():
    text = "三好学生名单：高二（1）班邵雨桐、高二（5）班卞家豪、高一（3）班苗欣怡。"
    assert names(text) == {"邵雨桐", "卞家豪", "苗欣怡"}
