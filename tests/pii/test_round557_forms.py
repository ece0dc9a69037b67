"""The five-hundred-and-fifty-seventh round, found on set 558 (a Korean Chinese family's chat in Yanbian) once it was
retired to the test part: a Korean address with its flat (…연남로 25-3 302호); a Korean mobile written at home
(010-4827-3316), which a Beijing landline shares the form of, where the line is in Hangul or names Korea; a chat turn
opening by calling someone by a given name the tagger read as a noun (美善啊，你…), not by an endearment. And a mobile
abroad keeps its country code and its kind in its surrogate (+44 stays +44, Japan's 080 stays 080)."""

from __future__ import annotations

import re

import pytest

from heartbench.pii.engine import Anonymizer
from tests.pii.findings import found


def test_a_korean_address_with_its_flat():
    assert ("CN_ADDRESS", "서울특별시 마포구 연남로 25-3 302호") in found("地址是서울특별시 마포구 연남로 25-3 302호，寄之前说一声。")


def test_a_korean_mobile_at_home():
    assert found("我在首尔，电话010-4827-3316。") == {("CN_MOBILE", "010-4827-3316")}


def test_a_beijing_landline():
    assert found("北京办公室电话010-6532-8871。") == {("CN_LANDLINE", "010-6532-8871")}


def test_called_by_a_given_name_at_a_turns_start():
    assert ("PERSON", "美善") in found("金顺姬：美善啊，你在那边累不累？")
    assert found("妈：宝贝啊，你吃饭了吗？") == set()


@pytest.mark.parametrize(("number", "kept"), [
    ("+44 7700 900123", r"\+44 7\d{3} \d{6}"),
    ("+82 10-4827-3316", r"\+82 10-\d{4}-\d{4}"),
    ("080-4129-6637", r"080-\d{4}-\d{4}"),
    ("+86 138 1234 5678", r"\+86 1[3-9]\d \d{4} \d{4}"),
])
def test_a_mobiles_surrogate_keeps_its_country_and_kind(number, kept):
    _, mapping = Anonymizer().anonymize(f"WhatsApp电话{number}，韩国号也行", seed=5)
    assert re.fullmatch(kept, mapping[number]) and mapping[number] != number
