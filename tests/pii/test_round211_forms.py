"""The two-hundred-and-eleventh round, found on set 212 (a counselling session in Guangzhou) once it was retired to the
test part: a city's metro as the client's employer (我在广州地铁上夜班), not where a passenger is."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_citys_metro_as_an_employer():
    assert ("ORGANIZATION", "广州地铁") in found("来访者：很委屈。我在广州地铁上夜班已经很累了，回家还要受气。")
    assert "ORGANIZATION" not in kinds("我在北京地铁，马上到。")  # a passenger
    assert "ORGANIZATION" not in kinds("我在广州地铁上看书。")
