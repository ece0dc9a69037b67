"""The three-hundred-and-eleventh round, found on set 312 (a Pakistani trader and his Chinese wife in Yiwu) once it was
retired to the test part: Ramadan read as a name (斋月的时候…, which changed a passage without personal data), a freight
agent by his name in letters (货代Rizwan), and a booth by the market's floor, aisle and number (义乌国际商贸城五区
二楼18街23015). Left alone: the trader by his name in sounds with a middle dot (阿里·汗), which the tool takes for a
foreign public name as it does 阿里 alone, and a consignee in letters after 的 (卡拉奇的Imran Sheikh)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_ramadan_is_no_name():
    assert found("斋月的时候白天不吃东西。") == set()


def test_a_freight_agent_by_his_name_in_letters():
    assert "Rizwan" in names("货代Rizwan发来消息：柜子周五装。")


def test_a_booth_by_floor_aisle_and_number():
    text = "展位登记：义乌国际商贸城五区二楼18街23015，负责人来自巴基斯坦。"
    assert ("CN_ADDRESS", "义乌国际商贸城五区二楼18街23015") in found(text)
