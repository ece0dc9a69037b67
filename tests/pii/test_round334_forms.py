"""The three-hundred-and-thirty-fourth round, found on set 335 (a delivery rider's order notes in Guangzhou's urban
villages) once it was retired to the test part: a wholesale market's stall by its floor or zone and its number, one
address with the market (白马服装市场五楼5138档), where a trader works; a market's floor alone is no one's."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_stall_with_its_market_and_floor():
    assert found("白马服装市场五楼5138档，找阿芳，她会给你钱。") == {
        ("CN_ADDRESS", "白马服装市场五楼5138档"), ("PERSON", "阿芳")}
    assert ("CN_ADDRESS", "沙河服装批发市场3楼A区218档") in found("明天去沙河服装批发市场3楼A区218档拿货。")


def test_a_markets_floor_alone_is_no_address():
    assert found("我在市场3楼买了两件衣服。") == set()
