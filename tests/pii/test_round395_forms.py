"""The three-hundred-and-ninety-fifth round, found on set 396 (a hiking club's trip notice in Xi'an) once it was
retired to the test part: a member by a trail name after a trip's role (收队飞鸟); outdoor clubs call their members by
everyday words, so the word is a name only right after the role and before a pause or what that person does. The
roles before a colon are fields of the notice, not chat speakers (收队：阿甘 took 收队 for a speaker)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_trail_name_after_a_trips_role():
    assert ("PERSON", "飞鸟") in found("周六秦岭穿越，领队老狼，收队飞鸟。")
    assert found("集合后领队风筝点名，收队大树最后走。") == {("PERSON", "风筝"), ("PERSON", "大树")}
    assert found("这次收队是石头。") == {("PERSON", "石头")}


def test_trip_roles_before_a_colon_are_fields_and_their_values_names():
    assert found("领队：飞鸟 收队：山猫 副领队：风筝") == {("PERSON", "飞鸟"), ("PERSON", "山猫"), ("PERSON", "风筝")}


def test_a_trips_role_without_a_name():
    assert found("收队后大家自行回家。") == set()
    assert found("到山顶后领队拍照。") == set()
    assert found("收取领队费用，多退少补。") == set()
    assert found("他有三年领队经验。") == set()
