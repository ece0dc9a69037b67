"""The six-hundred-and-sixteenth round, found on set 617 (a pet hospital's chat with an owner in Suzhou) once it was
retired to the test part: a clinic's branch by its place, which the tagger cut (瑞鹏宠物医院 / 苏州工业园区 / 店), whole;
the cone a pet wears after surgery (伊丽莎白圈) no one, nor a brand's branch a rider waits at (set 106)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_clinics_branch_by_its_place():
    assert found("明天上午十点以后都可以，来瑞鹏宠物医院苏州工业园区店前台报名字就行。") == {
        ("ORGANIZATION", "瑞鹏宠物医院苏州工业园区店")
    }


def test_a_pets_cone_is_no_one():
    assert found("回家以后一周内别让它舔伤口，伊丽莎白圈要一直戴着。") == set()


def test_a_brands_branch_a_rider_waits_at_is_no_organisation():
    assert found("骑手投诉：我在南昌肯德基八一广场店等了四十分钟才出餐。") == set()
