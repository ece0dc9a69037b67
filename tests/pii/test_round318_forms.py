"""The three-hundred-and-eighteenth round, found on set 319 (a family from Wenzhou running a restaurant in Rotterdam) once
it was retired to the test part: a Dutch street with its postcode and town (Witte de Withstraat 48, 3012 BR Rotterdam;
a German one too, Leopoldstraße 112, 80802 München), a residence permit's number after 居留卡 (NL0582716B), whose
surrogate crashed on the Hong Kong check its layout fell to (any letter-led number no check is known for is redrawn
letter for letter, digit for digit), and a Dutch school (Erasmiaans Gymnasium)."""

from __future__ import annotations

import re

from heartbench.pii.checksums import regional_id_kind
from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_dutch_and_german_streets():
    for address in ("Witte de Withstraat 48, 3012 BR Rotterdam", "Leopoldstraße 112, 80802 München"):
        assert ("CN_ADDRESS", address) in found(f"餐馆地址：{address}，老板姓胡。")


def test_a_residence_permit_is_found_and_replaced_in_its_form():
    text = "厨师的居留卡号码NL0582716B到期了。"
    assert ("CN_ID_CARD", "NL0582716B") in found(text)
    assert regional_id_kind("NL0582716B") == "other" and regional_id_kind("A123456(3)") == "hong_kong"
    for original in ("NL0582716B", "A1234567B"):
        surrogate = Anonymizer().anonymize(f"居留卡号码{original}", seed=3)[1][original]
        assert surrogate != original and re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", surrogate)) == \
            re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", original))


def test_a_dutch_school():
    assert ("SCHOOL", "Erasmiaans Gymnasium") in found("女儿在Erasmiaans Gymnasium读初二。")
