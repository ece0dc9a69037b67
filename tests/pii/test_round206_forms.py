"""The two-hundred-and-sixth round, found on set 207 (a car insurance claim in Changchun) once it was retired to the
test part: a role and a surname the tagger kept as one word before a colon (定损员祁：…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_role_and_a_surname_in_one_word_before_a_colon():
    assert names("定损员祁：后保险杠和尾灯需要更换，定损金额三千八。") == {"祁"}
    assert names("驾校群 教练郝师傅：明天科目二 小林：收到") == {"郝", "小林"}  # a surname and a title: not 傅
