"""The six-hundred-and-ninety-seventh round. Set 697 (a Changchun family's chat with a hired carer) was retired to the
test part with one label fixed (a ward's bed is no address, as in sets 153 and 555); its one form left, a son by a given
name that is an everyday word (建军：…), is found read whole. An older form was fixed instead, from set 353 (a
dormitory's night register): a resident of a room by full name after the room and 的 (竹园3号楼412的权晓萌晚归, the
tagger's 权晓 / 萌). A title or a group after the room is no such name (3号楼412的张老师: the title's rule takes 张)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_resident_after_the_room():
    assert ("PERSON", "权晓萌") in found("23:15 雁塔校区竹园3号楼412的权晓萌晚归，说是实验没做完，已登记。")


def test_a_title_or_a_group_after_the_room():
    assert names("3号楼412的张老师来了。") == {"张"}
    assert names("5栋302的同学们都在，8栋1203的业主反映漏水。") == set()
