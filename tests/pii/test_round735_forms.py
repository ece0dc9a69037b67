"""The seven-hundred-and-thirty-fifth round, found on set 735 (a Fuzhou property management's repair work orders) once
it was retired to the test part: a firm named by its city, a coined name and its trade (闽江悦居物业), which the
tagger read as a place, as one word or before the trade."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firm_read_as_a_place_is_found_in_a_heading_and_in_a_sentence():
    assert ("ORGANIZATION", "闽江悦居物业") in found("【闽江悦居物业维修工单 11月28日】")
    assert ("ORGANIZATION", "闽江悦居物业") in found("闽江悦居物业的师傅下午来修。")


def test_an_estates_management_office_speaking_stays_the_estate():
    assert found("西溪蝶园物业：电梯已帮您预约") == {("CN_ADDRESS", "西溪蝶园")}


def test_a_district_before_a_trade_is_no_firm():
    assert found("他在南山区科技园上班。") == set()
