"""The three-hundred-and-seventy-sixth round, found on set 377 (a university counselling centre's intake form in
Xiamen) once it was retired to the test part: a form's faculty field that holds the university before the faculty
(学院：厦门大学人文学院), which the faculty rule dropped whole, and a dormitory field of a building's name and number
and a room (宿舍：芙蓉四201)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_faculty_field_with_its_university():
    assert ("SCHOOL", "厦门大学") in found("学号：32220211157  学院：厦门大学人文学院")
    assert found("学院：机械工程学院") == set()


def test_a_dormitory_field():
    assert ("CN_ADDRESS", "芙蓉四201") in found("宿舍：芙蓉四201  手机：13159287460")
    assert found("寝室：紫荆7-305") == {("CN_ADDRESS", "紫荆7-305")}
