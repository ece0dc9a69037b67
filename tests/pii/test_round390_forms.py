"""The three-hundred-and-ninetieth round, found on set 391 (a Uyghur family's affairs in Urumqi told by a neighbour)
once it was retired to the test part: Atlas silk (艾德莱斯绸), a word of sounds read as a Uyghur name where the text is
of Xinjiang; it and a few words of Uyghur music and custom name no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_uyghur_silk_is_no_one():
    text = "隔壁的阿依古丽·吐尔逊大姐在二道桥大巴扎二楼B区36号卖艾德莱斯绸。"
    assert found(text) == {("PERSON", "阿依古丽·吐尔逊"), ("CN_ADDRESS", "二道桥大巴扎二楼B区36号")}
