"""The two-hundred-and-eighteenth round, found on set 219 (a village committee election in Ganzhou) once it was retired
to the test part: a household by its surname doing something, which the tagger called an organisation (举报赖家拉票)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_household_by_its_surname_doing_something():
    assert names("有人举报赖家拉票送烟，镇纪委正在核实。") == {"赖"}
    assert not names("国家支持农村发展，专家说明天降温。")
