"""The hundred-and-sixty-second round, found on set 163 (Beijing) once it was retired to the test part: a
prescription's header field (费别), two households side by side and the surname before a title after them (住着那家
和关家，那大妈…), and a rural nickname introduced by a trade (修车的大栓，)."""

from __future__ import annotations

from heartbench.pii.recognizers import PERSON
from tests.pii.findings import pii


def people(text: str) -> list[str]:
    """The names found, in text order, each time it is found."""
    return [entity.text for entity in pii.analyze(text) if entity.type == PERSON]


def test_a_prescriptions_header_field():
    assert people("处方笺 姓名：淳于彤 性别：女 年龄：34 费别：医保 诊断：抑郁发作") == ["淳于彤"]


def test_two_households_and_a_surname_before_a_title_after_them():
    text = "我们院儿里住着那家和关家，那大妈年轻时在北京第二棉纺厂当挡车工。"
    assert people(text) == ["那", "关", "那"]
    assert not people("那大妈年轻时在厂里当挡车工。")  # without the households, 那 is "that"


def test_a_rural_nickname_introduced_by_a_trade():
    assert "大栓" in people("胡同口有个修车的大栓，一修就是三十年。")
