"""The two-hundred-and-fifty-ninth round, found on set 260 (a marathon in Xiamen) once it was retired to the test part:
a garment worn read as a name (那个穿黄马甲的小伙子), where a colour and 马甲 look like a surname and a given name."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_garment_worn_is_no_name():
    text = "感谢救了我老公的志愿者们，特别是那个穿黄马甲的小伙子庄子豪，我们一家一辈子记得你。"
    assert names(text) == {"庄子豪"}
    assert names("穿着白大褂的是周医生。") == {"周"}
