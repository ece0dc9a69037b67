"""The four-hundred-and-eighty-fourth round, found on set 485 (a student's application for a charity's grant in Gansu)
once it was retired to the test part: a prefecture the tagger cut after its first character (临 / 夏州广河县…), taken
whole with the run below it; a one-character place before a county that is a place of its own stays apart."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_prefecture_cut_after_its_first_character():
    assert ("CN_ADDRESS", "临夏州广河县三甲集镇赵家村") in found("家庭住址：临夏州广河县三甲集镇赵家村。父亲常年在外打零工。")


def test_a_place_gone_to_before_a_county():
    assert ("CN_ADDRESS", "到临夏州") not in found("他从兰州到临夏州广河县三甲集镇赵家村打工。")
