"""The five-hundred-and-seventieth round, found on set 571 (a Hakka family's chat about selling the old house) once it
was retired to the test part: an agent said to be of a firm (中介是梅州恒安房产的), the agent's employer; 房产 a trade;
an agent who is someone's (中介是我同学的) names no firm. Left: an old house's hall name after its village (侨乡村的德馨堂),
found as a person, so removed with the wrong type."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_agents_firm():
    assert ("ORGANIZATION", "梅州恒安房产") in found("中介是梅州恒安房产的，电话13800138000，我去打听过。")


def test_an_agent_who_is_someones():
    assert found("中介是我同学的，靠谱。") == set()
