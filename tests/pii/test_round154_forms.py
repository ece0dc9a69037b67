"""The hundred-and-fifty-fourth round, found on set 155 (southern Guizhou, Buyi, Shui and Han names) once it was
retired to the test part: one of a household called by its surname (韦家老人), a full name read as a noun between
talking to someone and what one tells them (跟班家旺讲), 阿妹 as a kinship word, and a mountain range read as a
person (苗岭)."""

from __future__ import annotations

from tests.pii.findings import names


def test_one_of_a_household_called_by_its_surname():
    assert names("村医日志 11月20日 韦家老人高血压复查；蒙家小孩发烧，已送医院。") == {"韦", "蒙"}
    assert not names("国家老人节快到了。")


def test_a_full_name_between_talking_to_and_telling():
    assert "班家旺" in names("你跟班家旺讲，他借的三千块钱该还了。")


def test_a_younger_sister_and_a_mountain_range_name_no_one():
    assert not names("你要听外婆的话，跟阿妹好好读书。")
    assert not names("苗岭的雾早上最浓。")
