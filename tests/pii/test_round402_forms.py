"""The four-hundred-and-second round, found on set 403 (a Hong Kong employer's forum post about her helper's
contract, in Cantonese) once it was retired to the test part: a Hong Kong mobile of eight bare digits after 打我 ("call
me"; read whole it was found from another passage's WhatsApp), and a department before its district office, which the
tagger kept apart (勞工處 / 沙田分區辦事處)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_hong_kong_mobile_after_call_me():
    assert found("有咩問題可以打我9136 2847，晚上先得閒。") == {("CN_MOBILE", "9136 2847")}
    assert found("今年营收9136 2847万") == set()


def test_a_department_before_its_district_office():
    assert ("ORGANIZATION", "勞工處沙田分區辦事處") in found("直接去勞工處沙田分區辦事處問清楚。")
