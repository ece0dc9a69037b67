"""The two-hundred-and-twenty-second round, found on set 223 (a community clinic in Urumqi) once it was retired to the
test part: a Uyghur name whose last sound the tagger read as a word of its own (古丽米 / 热 / ：)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_uyghur_names_last_sound_read_apart():
    assert names("随访医生古丽米热：血压控制不理想，建议调整用药。") == {"古丽米热"}
