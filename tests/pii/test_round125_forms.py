"""The hundred-and-twenty-fifth round, found on set 126 (factories in Dongguan and Shenzhen) once it was retired to
the test part: the employer where one's social insurance was paid (在深圳富士康龙华园区交的社保), and a dormitory
room heading its roster read as a chat's speaker (B栋305：…). Left as the set's labels have it: the tool now
removes that room as an address, which the set leaves unlabelled (no estate or firm named)."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION, PERSON
from tests.pii.findings import found, names


def test_the_employer_where_social_insurance_was_paid():
    text = "社保查询：您好，我叫潘玉梅，想问一下我在深圳富士康龙华园区交的社保能不能转回老家？"
    assert (ORGANIZATION, "深圳富士康龙华园区") in found(text)


def test_a_dormitory_room_heading_its_roster_is_no_speaker():
    text = "员工宿舍登记 B栋305：龙小兵、杨光荣、吴老幺、石秀英 舍长：龙小兵"
    assert names(text) == {"龙小兵", "杨光荣", "吴老幺", "石秀英"}
    assert (PERSON, "B栋305") not in found(text)
