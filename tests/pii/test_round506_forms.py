"""The five-hundred-and-sixth round, found on set 507 (a property firm's repair ticket in Zhengzhou) once it was retired
to the test part: a repair ticket's fields are no speakers of a chat (故障描述：…　维修人员：常师傅　预约时间：…)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_repair_tickets_fields():
    assert found("故障描述：卫生间漏水到楼下，吊顶已经泡坏。　维修人员：常师傅　预约时间：周六上午") == {("PERSON", "常")}


def test_a_chat_speaker_beside_them_still():
    assert ("PERSON", "小鱼") in found("小鱼：师傅明天几点来？\n物业：维修人员明天上午到。")
