"""The eighty-third round, found on set 84 (housing and moving) once it was retired to the test part: an
estate named by its developer and a middle dot, a neighbour's display name led by building and room, and a
goddess of the sea."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_an_estate_named_by_its_developer_and_a_middle_dot():
    record = "交房记录 房号：鼓楼区温泉街道万科·金域华府3-1-1502 钥匙：2把"
    assert ("CN_ADDRESS", "鼓楼区温泉街道万科·金域华府3-1-1502") in found(record)


def test_a_display_name_led_by_building_and_room():
    chat = "【书香名邸2号楼】 2-1101林姐：又停水了？ 2-602阿辉：是的 物业-小钟：下午恢复"
    assert ("PERSON", "2-1101林姐") in found(chat)


def test_a_goddess_is_no_one():
    assert "PERSON" not in kinds("妈祖的故事，在莆田几乎人人都知道。")
