"""The seven-hundred-and-fourth round, found on set 704 (a Shijiazhuang kindergarten's pick-up notes) once it was retired
to the test part, a passage at a time: an estate where a school bus or a ride stops, with its district perhaps
(下车点裕华区翠屏小区北门, 上车点：翠屏小区北门), where the child lives, as a parcel's estate is (放在翠屏小区东门). A stop at a
public place names no one's home (下车点在万达广场)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estate_where_the_bus_stops():
    assert ("CN_ADDRESS", "裕华区翠屏小区") in found("周三 朵朵 坐校车 下车点裕华区翠屏小区北门")
    assert ("CN_ADDRESS", "翠屏小区") in found("上车点：翠屏小区北门")


def test_a_stop_at_a_public_place():
    assert found("下车点在万达广场") == set()
