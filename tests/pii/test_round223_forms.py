"""The two-hundred-and-twenty-third round, found on set 224 (a Zhuang village near Nanning) once it was retired to the
test part: a village doctor and her surname as one word before a colon (村医莫：…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_village_doctor_and_her_surname_in_one_word():
    assert "莫" in names("村医莫：韦秀英阿婆的药我放在她家门口了，记得饭后吃。")
    assert not names("中医：多喝水，少熬夜。")
