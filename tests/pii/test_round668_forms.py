"""The six-hundred-and-sixty-eighth round: set 668 (a Wuhu mediation record) retired to the test part with nothing to
mend, so older forms were fixed: read whole, a paper's heading before a colon (接送授权书：…, 土地流转协议：…, 租房合同：…),
whom a list is of (今天没交数学作业的：…) and an order (派单：…) speak no turn, where the text's other lines make it a
chat of many turns (sixteen false alarms in fifteen test-part files); a chat's speakers keep their names."""

from __future__ import annotations

from tests.pii.findings import found

RECORDS = (
    "接送授权书：幼儿马语桐，授权其舅舅杨志刚本学期代为接送。\n"
    "租房合同：甲方佟德福，乙方高小琴。\n"
    "今天没交数学作业的：乌日娜、王浩宇，请家长督促。\n"
    "派单：明早八点，客户汤女士，三室两厅。\n"
    "小鱼：收到\n"
    "阿凯：好的"
)


def test_headings_and_lists_speak_no_turn():
    people = {text for kind, text in found(RECORDS) if kind == "PERSON"}
    assert {"接送授权书", "租房合同", "今天没交数学作业的", "派单"}.isdisjoint(people)
    assert {"小鱼", "阿凯", "马语桐", "乌日娜"} <= people
