"""The two-hundred-and-ninety-fourth round, found on set 295 (a carpool group going home to Guizhou for Spring
Festival) once it was retired to the test part: a car's owner by name before his phone (车主潘德 手机…), as a record's
other roles are, and a post signed with a surname and 小 after a dash at its end (…大家注意。 ——小姚)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_cars_owner_before_his_phone():
    assert "潘德" in names("【车找人】26号中午 厚街→黎平→从江 余2座 车主潘德 手机13639457182 可以带年货")
    assert names("车主高兴地说可以带年货。") == set()


def test_a_surname_signing_off_after_a_dash():
    assert "小姚" in names("投诉：昨天坐龙师傅的车，多收了五十块，大家注意。 ——小姚")
    assert names("这是我们宿舍的规矩。——老大") == set()
