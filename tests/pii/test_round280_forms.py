"""The two-hundred-and-eightieth round, found on set 281 (a small hotpot restaurant in Chongqing) once it was retired to
the test part: a restaurant's kitchen as a roster's field read as someone speaking (后厨：老向)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_kitchen_in_a_roster_is_no_speaker():
    text = "排班表 早班：冉小燕、谭波 晚班：幺妹儿、陈大娃 后厨：老向"
    assert "后厨" not in names(text)
    assert {"冉小燕", "谭波", "老向"} <= names(text)
