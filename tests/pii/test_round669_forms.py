"""The six-hundred-and-sixty-ninth round, found on set 669 (a Liuzhou night-market vendor's diary) once it was retired
to the test part: where one works named by a place near and its kind (在附近医院当护工, 在楼下超市上班) is no employer."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_place_near_and_its_kind_name_no_employer():
    assert found("老顾客今天又来了，她在附近医院当护工，每次都要加两份酸笋。") == set()
    assert found("她在楼下超市上班。") == set()


def test_a_named_employer_is_still_one():
    assert ("ORGANIZATION", "柳州市工人医院") in found("她在柳州市工人医院当护工。")
