"""The six-hundred-and-eighty-sixth round, found on set 686 (a Guangzhou stall's notes on a Nigerian buyer) once it was
retired to the test part: a name in letters with brackets after it saying who the person is to the writer
(Chinedu Okafor（老客户，叫他阿杜）); and a market stall's place (我们档口在…) is where one works, so the hall, floor
and stall after it are found (from 服装城 on then; whole with the district and road before it since the
six-hundred-and-ninetieth round: 越秀区站前路步步高服装城三楼312)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_name_in_letters_described_in_brackets():
    text = "Chinedu Okafor（老客户，叫他阿杜）今天又来了，要三百件牛仔裤。"
    assert found(text) == {("PERSON", "Chinedu Okafor"), ("PERSON", "阿杜")}


def test_a_stalls_floor_and_number():
    assert ("CN_ADDRESS", "越秀区站前路步步高服装城三楼312") in found("我们档口在越秀区站前路步步高服装城三楼312，他说下次带朋友来。")
