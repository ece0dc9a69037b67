"""The hundred-and-seventy-ninth round, found on set 180 (group chats exported with their timestamps) once it was
retired to the test part: a chat's "+1" before the next turn's date read as a North American phone, and a neighbour
whose display name is their flat (12-3-601：)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, MOBILE
from tests.pii.findings import found, kinds


def test_a_chats_plus_one_before_a_date_is_no_phone():
    text = "2025-11-18 21:05 阿May：报名+1 2025-11-18 21:06 风一样的女子：+1，带两个朋友"
    assert MOBILE not in kinds(text)
    assert (MOBILE, "+1 415 555 0132") in found("他在旧金山的电话是+1 415 555 0132。")


def test_a_flat_as_a_display_name():
    text = "2025-11-15 19:20 12-3-601：楼顶又漏水了，物业什么时候来修？"
    assert (ADDRESS, "12-3-601") in found(text)
