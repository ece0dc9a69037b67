"""The three-hundred-and-eighth round, found on set 309 (cotton pickers from Henan on a Corps farm in Xinjiang) once it
was retired to the test part: a full name the tagger read as a firm, opening a clause before a phone (，马保军 / 手机)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_full_name_before_a_phone():
    assert "马保军" in names("连队派车来接，马保军手机15039461827。")
    assert names("营业厅里，中国移动手机卡八折。") == set()
