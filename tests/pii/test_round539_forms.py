"""The five-hundred-and-thirty-ninth round, found on set 540 (a village fire in Fujian) once it was retired to the
test part: a town's fire brigade (岵山镇专职消防队), an authority named by its town as a police station is; the brigade
of no town is none (赶紧叫消防队)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_towns_fire_brigade():
    assert found("岵山镇专职消防队二十分钟赶到，火很快扑灭了。") == {("ORGANIZATION", "岵山镇专职消防队")}


def test_a_fire_brigade_of_no_town():
    assert found("邻居赶紧叫了消防队。") == set()
