"""The three-hundred-and-nineteenth round, found on set 320 (a metro line's lost-and-found book in Chengdu) once it was
retired to the test part: a child's name first on a quoted name sticker, whatever its words (名字贴"涂可乐 …"). Left
alone: the owner's employer by its brand before its front desk (致电京东方前台), which only a work slot names."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_name_on_a_name_sticker():
    assert "涂可乐" in names('儿童水杯，杯身贴着名字贴"涂可乐 青羊实验幼儿园小二班"。')
    assert "王小明" in names("衣服上缝着名字条：王小明，")
