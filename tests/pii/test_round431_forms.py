"""The four-hundred-and-thirty-first round, found on set 432 (a community health station's flu shot notice in
Zhengzhou) once it was retired to the test part: a community health station named as a kind (到社区卫生服务站接种),
which every community has; a clean passage was changed by it."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_community_health_station_as_a_kind():
    assert found("请于周四上午到社区卫生服务站接种，带身份证和医保卡。") == set()
