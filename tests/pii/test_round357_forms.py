"""The three-hundred-and-fifty-seventh round, found on set 358 (a pet clinic's front desk in Hangzhou) once it was
retired to the test part: the vet on duty by surname and title, the surname read as a verb (值班的是包 / 医生); a
dormitory of a campus whose address began inside the university's name (学紫金港校区…, one character of 浙江大学), and
a cat of a breed taken for a person (橘猫)."""

from __future__ import annotations

from tests.pii.findings import found


def test_who_is_on_duty_by_surname_and_title():
    assert found("今天值班的是包医生，手术排到晚上八点。") == {("PERSON", "包")}
    assert found("他的梦想是当医生。") == set()


def test_a_campus_dormitory_with_its_university_whole():
    assert found("她住浙江大学紫金港校区蓝田2舍305。") == {("CN_ADDRESS", "浙江大学紫金港校区蓝田2舍305")}
    assert found("她住紫金港校区蓝田2舍305。") == {("CN_ADDRESS", "紫金港校区蓝田2舍305")}


def test_a_breed_is_no_one():
    assert found("寄养的橘猫是浙大的学生阮芊芊送来的。") == {("SCHOOL", "浙大"), ("PERSON", "阮芊芊")}  # 浙大 since round 389
