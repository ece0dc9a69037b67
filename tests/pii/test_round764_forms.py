"""The seven-hundred-and-sixty-fourth round. Set 764 (a Shenzhen electronics factory's note of an exit interview) had
nothing to fix once retired, so the round took a miss and a false alarm of `pii_forms_addresses.txt` read whole: a
natural village under its administrative village (李楼行政村后李庄), where the address stopped at 行政村 and the
tagger read 李庄 as a person."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_natural_village_under_its_administrative_village():
    text = "她把孩子送回了娘家，河南省周口市郸城县汲冢镇李楼行政村后李庄，说是等我想清楚了再接回来。"
    assert found(text) == {("CN_ADDRESS", "河南省周口市郸城县汲冢镇李楼行政村后李庄")}
