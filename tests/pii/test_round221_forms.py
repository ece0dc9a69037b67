"""The two-hundred-and-twenty-first round, found on set 222 (retired factory workers in Shenyang) once it was retired to
the test part: a neighbour by 老 and the Manchu surname 那, which the tagger read as an adverb (楼下老那说…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_neighbour_by_lao_and_the_surname_na():
    assert names("楼下老那说厂里的老同事下个月聚会。") == {"老那"}
    assert not names("老那边的房子拆了。")  # "over there"
