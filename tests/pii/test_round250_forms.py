"""The two-hundred-and-fiftieth round, found on set 251 (a jade market in Ruili on the Myanmar border) once it was
retired to the test part: a border resident's pass and its number (边民证号是D53102419), and a helper's given name the
tagger joined to the word for helper (帮工木然 / 是景颇族的)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_border_residents_pass():
    assert ("TRAVEL_DOCUMENT", "D53102419") in found("他的边民证号是D53102419，每天早上过口岸来摆摊。")


def test_a_given_name_joined_to_a_trade():
    assert names("帮工木然是景颇族的，会说缅语，专门帮我们跟缅甸人讲价。") == {"木然"}
    assert not names("帮工工资一天两百，保姆费另算。")
