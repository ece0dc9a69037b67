"""The five-hundred-and-eighty-seventh round, found on set 588 (a car owner's notes after a rear-end crash in
Shijiazhuang) once it was retired to the test part: a landline with its extension (0311-87021356转8024) is one number,
removed whole and redrawn whole."""

from __future__ import annotations

import re

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_a_landline_with_its_extension():
    assert ("CN_LANDLINE", "0311-87021356转8024") in found("报案电话打了0311-87021356转8024，说半小时内来人。")
    assert ("CN_LANDLINE", "0311-87021356-8024") in found("电话0311-87021356-8024。")
    assert ("CN_LANDLINE", "0311-87021356") in found("电话0311-87021356，说好了。")


def test_the_extension_is_redrawn_with_the_number():
    text, mapping = Anonymizer().anonymize("报案电话打了0311-87021356转8024，说半小时内来人。")
    surrogate = mapping["0311-87021356转8024"]
    assert re.fullmatch(r"0\d{2,3}-\d{7,8}转\d{4}", surrogate) and surrogate.split("转")[1] != "8024"
