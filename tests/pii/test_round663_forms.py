"""The six-hundred-and-sixty-third round, found on set 663 (a Changchun choir's group) once it was retired to the test
part: a voice part heading a member's display name (女高-秋菊) is no one; the member after it still is."""

from __future__ import annotations

from tests.pii.findings import found


def test_voice_part_before_a_display_name_is_no_one():
    assert found("女高-秋菊：收到，我负责带大家的水。") == {("PERSON", "秋菊")}
    assert found("男高-老戚：周日我请假。") == {("PERSON", "老戚")}
