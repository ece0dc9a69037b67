"""The seven-hundred-and-sixty-second round, found on set 762 (a Shenyang care home's visitor log) once it was retired
to the test part: a resident by the Manchu surname 那 and 老爷子 filling a table's cell (| 那老爷子 |), where no "that"
stands alone, and 老爷子 as a title after any surname (孟老爷子)."""

from __future__ import annotations

from tests.pii.findings import names


def test_the_surname_na_and_a_title_filling_a_cell():
    assert names("| 赫舍里·明 | 那老爷子 | 孙子 | 无 |") == {"赫舍里·明", "那"}


def test_that_old_man_in_prose_is_no_one():
    assert names("那老爷子脾气怪得很。") == set()


def test_an_old_man_by_surname():
    assert names("孟老爷子今天精神不错。") == {"孟"}
