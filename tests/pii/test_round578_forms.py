"""The five-hundred-and-seventy-eighth round, found on set 579 (a translator's notes in Yiwu) once it was retired to the
test part: a market's booth by its district, aisle and number without a floor (商贸城二区23街4615)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_booth_by_district_aisle_and_number():
    assert ("CN_ADDRESS", "义乌国际商贸城二区23街4615") in found("他在义乌国际商贸城二区23街4615做假发生意。")
    assert ("CN_ADDRESS", "义乌国际商贸城五区二楼18街23015") in found("档口在义乌国际商贸城五区二楼18街23015。")
