"""The four-hundred-and-ninety-sixth round, found on set 497 (a complaint in Singapore Chinese to a town council) once it
was retired to the test part: a Singapore flat by its floor and unit after the block (裕廊东31街第318座#08-112)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_singapore_flat_after_its_block():
    assert ("CN_ADDRESS", "裕廊东31街第318座#08-112") in found("我住在裕廊东31街第318座#08-112，楼上的住户每晚十二点后还在剁肉。")


def test_a_floor_and_unit_set_off_by_a_space():
    assert ("CN_ADDRESS", "兀兰21街第318座 #12-34") in found("我住在兀兰21街第318座 #12-34，楼上很吵。")
