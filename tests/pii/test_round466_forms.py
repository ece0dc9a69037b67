"""The four-hundred-and-sixty-sixth round, found on set 467 (a rural teacher's home-visit diary in western Hunan)
once it was retired to the test part: a girl's surname 向 read as the preposition "towards" after 了, where none
stands (去了向佳怡家家访), and a town's complete primary school (千工坪镇中心完小)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_read_as_towards():
    assert found("今天放学后去了向佳怡家家访。") == {("PERSON", "向佳怡")}


def test_towards_someone_stays_a_preposition():
    assert found("他转身向佳怡挥了挥手。") == {("PERSON", "佳怡")}


def test_a_towns_complete_primary_school():
    assert found("千工坪镇中心完小的留守孩子占了一半以上。") == {("SCHOOL", "千工坪镇中心完小")}
