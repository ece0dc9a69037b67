"""The six-hundred-and-twenty-fifth round, found on set 626 (a community grid worker's visit log in Tianjin) once it was
retired to the test part: a flat in a Tianjin lane estate by building, gate and room (住四化里5号楼1门102), the estate's
name with it; 这里 before a building no estate."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_lane_estates_flat_by_building_gate_and_room():
    assert ("CN_ADDRESS", "四化里5号楼1门102") in found("残疾人独居，住四化里5号楼1门102，轮椅出不了门。")


def test_here_is_no_estate():
    assert found("他住这里5号楼302。") == {("CN_ADDRESS", "5号楼302")}
