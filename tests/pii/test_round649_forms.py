"""The six-hundred-and-forty-ninth round, found on set 649 (a Hainan fishing boat owner's crew list) once it was retired
to the test part: a co-operative registered under a city and a town by their short names, the town no word but read
as a verb (文昌 / 铺前 / 海丰渔业专业合作社): the places with the name."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_cooperative_under_a_city_and_a_town_read_as_a_verb():
    assert ("ORGANIZATION", "文昌铺前海丰渔业专业合作社") in found("船是挂靠在文昌铺前海丰渔业专业合作社的。")
