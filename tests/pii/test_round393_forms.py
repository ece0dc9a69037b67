"""The three-hundred-and-ninety-third round, found on set 394 (a Japanese-Chinese couple's notes in Osaka) once it was
retired to the test part: a firm named in katakana where the wife works (在パナソニック做会计), a Japanese address by
its 丁目 (大阪市北区天神橋3丁目5-12-802), a nursery named in kana (ひまわり保育園), and 小班 (a kindergarten's junior
class) read as 小 and a surname. Making their surrogates showed a crash: a value in kana had no fresh surrogate (the
Latin place surrogate left kana as they were), so the anonymiser raised; kana words are now invented in the same
kana, and a Japanese address keeps its prefecture and city and invents its ward and town; any other script's letters
(Cyrillic, Thai) are replaced too, and a postcode's letters redrawn."""

from __future__ import annotations

import random

from heartbench.pii.engine import Anonymizer
from heartbench.pii.latin_script import latin_place
from tests.pii.findings import found


def test_a_firm_in_katakana_where_one_works():
    assert ("ORGANIZATION", "パナソニック") in found("老婆中文名林美，在パナソニック做会计。")


def test_a_japanese_address_and_a_nursery_in_kana():
    assert found("我们住在大阪市北区天神橋3丁目5-12-802，离地铁站走路五分钟。") == {("CN_ADDRESS", "大阪市北区天神橋3丁目5-12-802")}
    assert found("儿子在ひまわり保育園上小班，每天早上我送。") == {("SCHOOL", "ひまわり保育園")}


def test_kana_and_japanese_addresses_get_surrogates():
    text, mapping = Anonymizer().anonymize("在パナソニック做会计，住在大阪市北区天神橋3丁目5-12-802。", seed=1)
    assert "パナソニック" not in text and "天神橋" not in text and "北区" not in text
    address = mapping["大阪市北区天神橋3丁目5-12-802"]
    assert address.startswith("大阪市") and "丁目" in address


def test_no_value_in_any_script_keeps_its_letters():
    rng = random.Random(1)
    for original in ("Газпром", "บริษัท สยาม", "パナソニック", "ひまわり"):
        surrogate = latin_place(original, rng)
        assert surrogate and not set(original.replace(" ", "")) & set(surrogate), (original, surrogate)
    postcode = latin_place("Flat 4, 22 Gower Street, London WC1E 6BT", rng)
    assert "WC1E" not in postcode and "6BT" not in postcode and postcode.startswith("Flat ")
