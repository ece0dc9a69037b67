"""The six-hundred-and-eighteenth round, found on set 619 (a legal aid hotline's intake note in Kunming) once it was
retired to the test part: a full name the tagger read as a noun after a role ending in 人 it cut off (来电人普春花，)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_full_name_after_a_role_of_ren():
    assert ("PERSON", "普春花") in found("来电人普春花，四十六岁，彝族，老家楚雄州武定县。")
