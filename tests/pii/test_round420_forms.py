"""The four-hundred-and-twentieth round, found on set 421 (a Malaysian Chinese community post in Kuala Lumpur) once
it was retired to the test part: a condominium by its name, with its street and postcode as the post writes them
(Residensi Harmoni, Jalan Kuchai Maju 8, 58200 Kuala Lumpur), and alone before its management office (Residensi
Harmoni管理处); before, a word of the street was read as a person (Kuchai) and the office as a firm."""

from __future__ import annotations

from tests.pii.findings import found, pii


def test_a_malaysian_condominium_with_its_street_and_postcode():
    text = "昨晚我的车在Residensi Harmoni, Jalan Kuchai Maju 8, 58200 Kuala Lumpur的停车场被人刮花了。"
    assert found(text) == {("CN_ADDRESS", "Residensi Harmoni, Jalan Kuchai Maju 8, 58200 Kuala Lumpur")}
    assert "Harmoni" not in pii.anonymize(text, seed=1)[0]  # a fresh surrogate, whatever its words


def test_a_condominium_before_its_management_office():
    assert found("Residensi Harmoni管理处完全不负责。") == {("CN_ADDRESS", "Residensi Harmoni")}
