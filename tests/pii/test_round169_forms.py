"""The hundred-and-sixty-ninth round, found on set 170 (left-behind children) once it was retired to the test part: the
surname 于 read as a preposition after a city in a list of pen pals (北京于 / 子墨), and a name cut in two with its
home glued to it (牟 / 小 / 军家在半山上)."""

from __future__ import annotations

from tests.pii.findings import names


def test_the_surname_yu_read_as_a_preposition_after_a_city():
    assert "于子墨" in names("笔友名单：向雨桐—北京于子墨，冉浩宇—上海祁悦。")
    assert not names("这家公司成立于北京，位于海淀区。")


def test_a_name_cut_before_its_home():
    assert "牟小军" in names("志愿者家访：牟小军家在半山上，走了四十分钟。")
