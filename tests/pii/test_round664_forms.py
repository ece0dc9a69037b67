"""The six-hundred-and-sixty-fourth round, found on set 664 (a Taiyuan care home's register) once it was retired to the
test part: a resident by full name right after the room (3楼308房冀福堂，以前…), where the tagger read the surname as
Hebei; what a room's line says of the room itself (302房间有人, 405房空着) is no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_resident_after_the_room():
    text = "3楼308房冀福堂，以前是太原钢铁集团的老工人，今天说腿疼，已告诉值班医生。"
    assert ("PERSON", "冀福堂") in found(text)


def test_a_room_itself_is_no_one():
    assert found("302房间有人，先别进去。") == set()
    assert found("405房空着，下周有新老人入住。") == set()
