"""The six-hundred-and-fortieth round, found on set 641 (a thread on a Shenyang parents' forum about a tutoring school
that closed) once it was retired to the test part: a training firm's campus by its district (启明思达教育铁西校区); a
principal by a surname the tagger read as "especially" (尤校长); a road whose first character, a direction, the tagger
read apart from the rest (铁西区北二中路27号). A university's campus stays the university."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_training_firms_campus_by_its_district():
    assert ("ORGANIZATION", "启明思达教育铁西校区") in found("启明思达教育铁西校区突然关门了。")


def test_a_principal_by_a_surname_read_as_especially():
    assert found("尤校长电话一直关机。") == {("PERSON", "尤")}


def test_a_road_opening_with_a_direction_read_apart():
    assert ("CN_ADDRESS", "铁西区北二中路27号") in found("校区在铁西区北二中路27号，今天贴了封条。")


def test_a_universitys_campus_stays_the_university():
    assert found("我在浙江大学校区里散步。") == {("SCHOOL", "浙江大学")}
