"""The two-hundred-and-seventy-first round, found on set 272 (a rural credit cooperative's loan officer in Shandong)
once it was retired to the test part: a loan officer's surname the tagger glued to the role before its title (信贷员逄 /
经理), a given name read as a place before 两口子 (玉山两口子天不亮就下地), and the rural credit cooperative as a kind,
no one's organisation (农村信用社的贷款利率比较低)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_surname_glued_to_a_role_before_a_title():
    assert "逄" in names("信贷员逄经理下乡走访：大棚里种的是彩椒，长势不错。")


def test_a_given_name_before_lianggouzi():
    assert "玉山" in names("长势不错，玉山两口子天不亮就下地。")
    assert not names("北京两口子来旅游，住了三天。")


def test_the_rural_credit_cooperative_as_a_kind():
    assert not found("农村信用社的贷款利率比较低。")
