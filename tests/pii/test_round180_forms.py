"""The hundred-and-eightieth round, found on set 181 (truck drivers) once it was retired to the test part: a driver
in a drivers' group by plate and name (冀B·7Q219老焦：), and a wholesale market's name read as a firm (鑫源建材 / 市场)."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION, PERSON, PLATE
from tests.pii.findings import found, kinds


def test_a_driver_by_plate_and_name():
    text = "卡友群 冀B·7Q219老焦：京港澳高速邢台段堵了，大家绕一下。"
    findings = found(text)
    assert (PLATE, "冀B·7Q219") in findings
    assert any(kind == PERSON and "焦" in value for kind, value in findings)


def test_a_markets_name_is_no_firm():
    text = "运单 收货人：石家庄鑫源建材市场薛老板 车牌：鲁H36827"
    assert ORGANIZATION not in kinds(text)
