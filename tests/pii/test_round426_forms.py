"""The four-hundred-and-twenty-sixth round, found on set 427 (a village church's weekly prayer list in Wenzhou) once
it was retired to the test part: a village church named under its town (瑞安市马屿镇篁社堂), which the tagger reads as
one more place: it was removed as an address, and is now the congregation, an organisation."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_village_church_under_its_town():
    assert found("【瑞安市马屿镇篁社堂本周代祷】") == {("ORGANIZATION", "瑞安市马屿镇篁社堂")}
