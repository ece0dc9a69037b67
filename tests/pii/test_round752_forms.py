"""The seven-hundred-and-fifty-second round, found on set 752 (a Hohhot family's notes for a Mongolian grandfather's
birthday banquet) once it was retired to the test part: a cousin by his build heading a clause before the relation
and what he does (胖墩表弟带音响), and the ceremonial scarf (哈达) the tagger read as a Mongolian name."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_cousin_by_his_build_before_the_relation_and_a_deed():
    assert names("其其格姑姑负责请歌手，胖墩表弟带音响，早上九点集合。") == {"其其格", "胖墩"}


def test_a_build_as_a_kind_is_left():
    assert names("孩子是个小胖墩，表弟也胖。") == set()


def test_the_ceremonial_scarf_is_no_one():
    assert names("寿桃和哈达在家里准备，蛋糕订八寸的就行。") == set()
