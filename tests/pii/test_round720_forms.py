"""The seven-hundred-and-twentieth round, found on set 720 (a Zhengzhou care home's visitor log) once it was retired to
the test part: a resident by surname and title after a verb of visiting or looking after someone (探望邵奶奶), where
the tagger read the surname as a verb."""

from __future__ import annotations

from tests.pii.findings import found


def test_someone_visited_by_surname_and_title():
    findings = found("14:05 邵建军（儿子），探望邵奶奶，身份证后四位3316，电话13703718452")
    assert {("PERSON", "邵建军"), ("PERSON", "邵")} <= findings
