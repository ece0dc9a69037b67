"""The six-hundred-and-forty-third round, found on set 644 (a Guiyang taxi driver's voice notes) once it was retired to
the test part: an estate on a road under its district, named by a large estate and its part (观山湖区金阳南路世纪城龙吉苑),
where someone is dropped off."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_large_estates_part_on_a_road():
    assert ("CN_ADDRESS", "观山湖区金阳南路世纪城龙吉苑") in found("到观山湖区金阳南路世纪城龙吉苑下车。")


def test_an_estate_right_after_its_road_is_still_found():
    assert ("CN_ADDRESS", "观山湖区金阳南路幸福花园") in found("到观山湖区金阳南路幸福花园下车。")
