"""The five-hundred-and-forty-sixth round, found on set 547 (a Tieba thread against a home decoration firm in
Zhengzhou) once it was retired to the test part: a thread's first poster on a line of its own (楼主：郑东小苹果), not
the first poster speaking (楼主：同问); a firm warned against (避雷郑州美居佳装饰), the warning no part of its name; a
foreman by a word's nickname (工长黑子带人…); the market regulator of no city (去市场监管局投诉), every district's."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


def test_a_threads_first_poster():
    assert found("楼主：郑东小苹果") == {("PERSON", "郑东小苹果")}


@pytest.mark.parametrize("reply", ["楼主：同问", "楼主：谢谢大家", "楼主：已解决", "楼主：说得对"])
def test_the_first_poster_speaking(reply):
    assert found(reply) == set()


def test_a_firm_warned_against():
    assert ("ORGANIZATION", "郑州美居佳装饰") in found("避雷郑州美居佳装饰！去年在他们家签的半包，业务员贾经理电话13800138000。")


def test_a_foreman_by_a_nickname():
    assert found("工长黑子带人干了一个月就撤了。") == {("PERSON", "黑子")}


def test_the_market_regulator_of_no_city():
    assert found("已经去市场监管局投诉了，等结果。") == set()
