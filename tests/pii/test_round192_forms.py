"""The hundred-and-ninety-second round, found on set 193 (a clothing wholesale stall in Guangzhou, partly in
Cantonese) once it was retired to the test part: one chat message by a floor's display name (3楼-阿珊：…), a
Nigerian mobile after WhatsApp (any country's code beside a word that says phone), and a Cantonese classifier before a
card read as a surname (转咗去你张卡). Left: a logistics firm a customer ships by, removed as an organisation."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_one_turn_by_a_floors_display_name():
    assert names("3楼-阿珊：今日新款到咗，要拎货嘅早啲嚟。") == {"3楼-阿珊"}


def test_a_mobile_with_any_countrys_code_beside_a_word_for_phone():
    assert ("CN_MOBILE", "+234 803 412 7789") in found("外贸客户话要直接发去拉各斯，WhatsApp +234 803 412 7789，叫我哋报个运费。")
    assert "CN_MOBILE" not in {kind for kind, _ in found("温度变化 +234 803 412 度，见附表。")}


def test_a_cantonese_classifier_before_a_card_is_no_surname():
    assert not names("呢个月人工我转咗去你张卡，你睇下到未。")
    assert "张" in names("你张姐话佢唔嚟喇。")  # a title after it: a person
