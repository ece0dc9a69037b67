"""The six-hundred-and-seventy-fifth round, found on set 675 (a second-hand car deal's chat) once it was retired to the
test part: a display name with a mood's emoji may be followed by a number (卖家 老猫说车😎：6236 6831…), as a bare
field's word may not (时间：10点); and a road's section with its direction (二环路西一段) belongs to the road. The set's
car market on a district's road with no word of living there stays unfound: a street of one level is an address only
where someone lives or works."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_moody_display_name_before_a_number():
    text = "卖家 老猫说车😎：6236 6831 2000 4471 235 建行的 写我名字就行"
    assert ("PERSON", "老猫说车") in found(text)
    assert found("时间😀：10点") == set()


def test_a_roads_section_with_its_direction():
    assert found("家住武侯区二环路西一段") == {("CN_ADDRESS", "武侯区二环路西一段")}
