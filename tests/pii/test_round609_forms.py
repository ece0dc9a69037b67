"""The six-hundred-and-ninth round, found on set 610 (a Malaysian Chinese student's thread about renting a room in Kuala
Lumpur) once it was retired to the test part: a condominium's flat with its street before it and its block, floor and
unit after it (Jalan Klang Lama, Pangsapuri Sri Desa, Blok C-12-3) is one address, and its surrogate invents every
name in it, not the street's alone."""

from __future__ import annotations

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found

TEXT = "地址是Jalan Klang Lama, Pangsapuri Sri Desa, Blok C-12-3，楼下就有巴刹。"


def test_a_condominiums_flat_with_its_street_and_unit():
    assert found(TEXT) == {("CN_ADDRESS", "Jalan Klang Lama, Pangsapuri Sri Desa, Blok C-12-3")}


def test_its_surrogate_keeps_no_name_of_it():
    surrogate = Anonymizer().anonymize(TEXT)[1]["Jalan Klang Lama, Pangsapuri Sri Desa, Blok C-12-3"]
    assert surrogate.startswith("Jalan ") and ", Pangsapuri " in surrogate and ", Blok C-" in surrogate
    assert not any(word in surrogate for word in ("Klang", "Lama", "Sri", "Desa"))
