"""The seven-hundred-and-eighty-fourth round. Set 784 (a Chongqing building site's wage group chat) had nothing to fix
on retiring, so the round took a false alarm of set 109 read whole: a neighbour by where they live, heading a note
(楼下邻居：您好，我是楼下602的…), taken for a speaker's name."""

from __future__ import annotations

from tests.pii.findings import names

NOTES = (
    "物业费催缴通知：顾文亮业主，您的物业费尚未缴纳。\n"
    "楼下邻居：您好，我是楼下602的，最近每天晚上十一点以后还有很大的脚步声，麻烦注意一下，谢谢。——小葛妈妈\n"
    "宽带安装：师傅吉师傅明天上午到。\n"
)


def test_a_neighbour_by_where_they_live_is_no_name():
    assert "楼下邻居" not in names(NOTES) and "顾文亮" in names(NOTES)
