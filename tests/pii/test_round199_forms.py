"""The hundred-and-ninety-ninth round, found on set 200 (a divorce judgment of a Zhengzhou court) once it was retired to
the test part: a road with its section read as a noun inside a full address (郑州市金水区 / 农业路东段 / 28号院…), and a
road's name read as a verb before the rest of it and its subdistrict (中原区 / 建设 / 西路街道)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_road_with_its_section_inside_a_full_address():
    text = "原告郭某某，女，汉族，住郑州市金水区农业路东段28号院3号楼2单元501。"
    assert ("CN_ADDRESS", "郑州市金水区农业路东段28号院3号楼2单元501") in found(text)


def test_a_roads_name_read_as_a_verb_before_its_subdistrict():
    text = "被告韩某，男，汉族，住郑州市中原区建设西路街道，现下落不明。"
    assert ("CN_ADDRESS", "郑州市中原区建设西路街道") in found(text)
