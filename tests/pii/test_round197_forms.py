"""The hundred-and-ninety-seventh round, found on set 198 (a neighbours' mediation in Wuhan) once it was retired to the
test part: a numbered road whose name the tagger kept apart (民意 / 四路17号3楼), taken whole."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_numbered_roads_name_kept_apart_by_the_tagger():
    assert ("CN_ADDRESS", "民意四路17号3楼") in found("当事人：熊建斌（民意四路17号3楼住户）、甘美玲（4楼住户）")
