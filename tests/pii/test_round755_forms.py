"""The seven-hundred-and-fifty-fifth round. Set 755 (a Guiyang community health station's follow-up sheet) had nothing
to fix once retired, so the round took a miss of set 625 read whole: a named mine where a driver goes to load (去准格尔旗
黑岱沟煤矿装车), a workplace as 在大同煤矿上班 is, though no post or work verb follows after a word of its own."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_named_mine_where_a_driver_loads():
    text = "杜师傅：我下午还得去准格尔旗黑岱沟煤矿装车，快点弄啊。"
    assert ("ORGANIZATION", "准格尔旗黑岱沟煤矿") in found(text)


def test_a_mine_or_a_quay_of_no_name_is_left():
    assert found("明天去码头装货，去煤矿装车的路不好走。") == set()
