"""The three-hundred-and-twenty-sixth round, found on set 327 (a night-shift security guard's log at an estate in
Zhengzhou) once it was retired to the test part: an estate whose name ends with none of an estate's endings (正商华钻),
before a building and a unit, or before a building alone where the tagger read its name as a firm or a place. A verb
before the building stays out (业主反映3号楼2单元…), and so does a building of a school or a firm by its kind."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estate_of_any_name_before_its_building_and_unit():
    assert ("CN_ADDRESS", "正商华钻3号楼2单元1802") in found("02:05 正商华钻3号楼2单元1802业主喝多了找不到楼。")


def test_an_estate_read_as_a_firm_before_its_building_alone():
    assert ("CN_ADDRESS", "正商华钻7号楼") in found("00:30 正商华钻7号楼地下车库有积水，已报维修。")


def test_a_verb_before_the_building_is_not_the_estates_name():
    assert found("业主反映3号楼2单元1802漏水。") == {("CN_ADDRESS", "3号楼2单元1802")}


def test_a_building_of_a_kind_is_no_address():
    assert found("我们公司3号楼在装修，教学楼3号楼也停电了。") == set()
