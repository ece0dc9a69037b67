"""The seven-hundred-and-twenty-second round, found on set 722 (a Xiamen ferry's customer-service chat refunding
tickets) once it was retired to the test part: a service role before a dash and the agent's pet name (客服-小鹭：),
read a turn at a time, where the pet name's second character is no given name's."""

from __future__ import annotations

from tests.pii.findings import names


def test_an_agent_by_a_pet_name_after_a_service_role():
    assert names("客服-小鹭：您好，请提供乘船人姓名和证件号码。") == {"小鹭"}
    assert names("前台-阿珍：房卡在这里，早餐七点开始。") == {"阿珍"}


def test_a_role_before_a_dash_and_an_everyday_word_names_no_one():
    assert names("客服-小助手：您好，请提供订单号。") == set()
    assert names("客服-小哥：已经在路上了。") == set()
