"""The five-hundred-and-fiftieth round, found on set 551 (a ride-hailing passenger's complaint in Beijing) once it was
retired to the test part: an estate's zone with the quarter before it (回龙观龙泽苑西区), whole; a firm by its ending
said as whose one is (我是北京首汽租赁的), a driver's firm; a trade one does (我是做物流的) is none."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_estates_zone_with_its_quarter():
    assert found("晚上从回龙观龙泽苑西区北门上车。") == {("CN_ADDRESS", "回龙观龙泽苑西区")}


def test_a_firm_said_as_whose_one_is():
    assert found("司机回复：我是北京首汽租赁的，这单是导航推荐的路线。") == {("ORGANIZATION", "北京首汽租赁")}


def test_a_trade_one_does():
    assert found("我是做物流的，经常跑长途。") == set()
