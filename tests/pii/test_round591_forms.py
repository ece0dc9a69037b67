"""The five-hundred-and-ninety-first round, found on set 592 (a cross-border seller's chat with a toy supplier in
Dongguan) once it was retired to the test part: a factory on an industrial zone's numbered road (…超朗村工业区三路8号)
is part of the address."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_zones_numbered_road_and_number():
    assert found("工厂地址是东莞市茶山镇超朗村工业区三路8号，来之前说。") == {("CN_ADDRESS", "东莞市茶山镇超朗村工业区三路8号")}
    assert found("工业区三路很堵。") == set()
