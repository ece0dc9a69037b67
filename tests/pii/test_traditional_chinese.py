"""Text written in traditional characters (Taiwan, Hong Kong) and the numbers of those places.

The tagger and our word lists know simplified Chinese: before `analysis_view`, 臺北市大安區 was no
address and 國小 no school. Every example here is invented.
"""

from __future__ import annotations

import pytest

from heartbench.pii import textnorm
from heartbench.pii.canonical import canonical
from heartbench.pii.checksums import hong_kong_id_check_char, is_valid_hong_kong_id, is_valid_taiwan_id, taiwan_id_check_digit
from heartbench.pii.engine import Anonymizer
from heartbench.pii.recognizers import ADDRESS, ID_CARD, MOBILE, PERSON, SCHOOL
from heartbench.textnorm import to_simplified, to_traditional


def found(text: str) -> set[tuple[str, str]]:
    return {(entity.type, entity.text) for entity in Anonymizer().analyze(text)}


def test_the_view_is_simplified_with_the_same_offsets():
    text = "我住在臺北市大安區，電話０９１２"
    view = textnorm.analysis_view(text)
    assert view == "我住在台北市大安区，电话0912"
    assert len(view) == len(text)


def test_simplified_text_is_its_own_view():
    text = "我叫林晓雯，住在杭州市西湖区文三路。"
    assert textnorm.analysis_view(text) == text
    assert not textnorm.written_in_traditional(text)


def test_a_conversion_that_changes_the_length_falls_back_to_one_character_at_a_time(monkeypatch):
    monkeypatch.setattr(textnorm, "to_simplified", lambda text: text + "多" if len(text) > 1 else {"臺": "台"}.get(text, text))
    textnorm._simplified_character.cache_clear()
    try:
        assert textnorm.analysis_view("臺北見") == "台北見"
    finally:
        textnorm._simplified_character.cache_clear()


def test_traditional_text_is_read_like_simplified_text_and_entities_keep_their_original_spelling():
    text = "我叫郭詠晴，住在臺北市大安區和平東路二段96號，兒子在新北市板橋區海山國小讀三年級。"
    entities = found(text)
    assert (PERSON, "郭詠晴") in entities
    assert (ADDRESS, "臺北市大安區和平東路二段96號") in entities
    assert (SCHOOL, "新北市板橋區海山國小") in entities


def test_a_school_named_by_who_runs_it():
    assert (SCHOOL, "國立成功大學") in found("我表哥在國立成功大學讀碩士。")
    assert (SCHOOL, "市立民生國中") in found("妹妹在市立民生國中讀書。")
    assert found("公立大學和私立大學學費差很多。") == set()


def test_surrogates_in_traditional_text_are_written_in_traditional_characters():
    text = "我叫郭詠晴，住在臺北市大安區和平東路二段96號，先生陳建興在長庚醫院上班。"
    assert textnorm.written_in_traditional(text)
    anonymized, mapping = Anonymizer().anonymize(text, seed="tw")
    assert "郭詠晴" not in anonymized and "陳建興" not in anonymized
    for original, surrogate in mapping.items():
        assert surrogate == to_traditional(surrogate), (original, surrogate)
        assert surrogate in anonymized
    assert any(surrogate != to_simplified(surrogate) for surrogate in mapping.values())


def test_a_simplified_text_quoting_one_traditional_word_keeps_simplified_surrogates():
    text = "我叫林晓雯，住在杭州市西湖区文三路，店招上写着“髮廊”两个字。"
    assert not textnorm.written_in_traditional(text)
    anonymized, mapping = Anonymizer().anonymize(text, seed=1)
    assert all(surrogate == to_simplified(surrogate) for surrogate in mapping.values())


# Taiwan and Hong Kong numbers --------------------------------------------------------------------

def test_taiwan_check_digit_worked_by_hand():
    # A = 10: 1×1 + 0×9, then 1 2 3 4 5 6 7 8 × 8 7 6 5 4 3 2 1 = 8+14+18+20+20+18+14+8 = 120; total 121 → check 9
    assert taiwan_id_check_digit("A12345678") == "9"
    assert is_valid_taiwan_id("A123456789")
    assert not is_valid_taiwan_id("A123456788")
    assert not is_valid_taiwan_id("A323456789")  # the second character is 1, 2, 8 or 9


def test_hong_kong_check_character_worked_by_hand():
    # one letter: a space (36) weighs 9, A (10) weighs 8, the digits 1-6 weigh 7-2:
    # 324 + 80 + 7 + 12 + 15 + 16 + 15 + 12 = 481 = 11 × 43 + 8 → check 11 − 8 = 3
    assert hong_kong_id_check_char("A123456") == "3"
    assert is_valid_hong_kong_id("A123456(3)") and is_valid_hong_kong_id("A1234563")
    assert not is_valid_hong_kong_id("A123456(4)")


@pytest.mark.parametrize(
    ("text", "entity"),
    [
        ("我的手機是0912-345-678，有事打給我。", (MOBILE, "0912-345-678")),
        ("Line不常看，打+886 938 112 604比較快。", (MOBILE, "+886 938 112 604")),
        ("電話+852 9263 1180，辦公時間都在。", (MOBILE, "+852 9263 1180")),
        ("有事WhatsApp我：6381 2207", (MOBILE, "6381 2207")),
        ("身分證字號A123456789，請核對。", (ID_CARD, "A123456789")),
        ("香港身份證號碼係A123456(3)。", (ID_CARD, "A123456(3)")),
    ],
)
def test_taiwan_and_hong_kong_numbers_are_found(text, entity):
    assert entity in found(text)


@pytest.mark.parametrize("text", ["订单号51234567已经发货了。", "型号G1234567的零件缺货。", "编号A123456788的零件缺货。"])
def test_eight_bare_digits_or_a_failed_check_without_a_phone_word_are_no_number(text):
    assert not {kind for kind, _ in found(text)} & {MOBILE, ID_CARD}


def test_two_spellings_of_one_taiwan_mobile_share_a_key():
    assert canonical(MOBILE, "0912-345-678") == canonical(MOBILE, "+886 912 345 678") == "912345678"
    assert canonical(MOBILE, "+852 9263 1180") == "92631180"
    assert canonical(MOBILE, "+86 139 1234 5678") == "13912345678"


@pytest.mark.parametrize(
    ("text", "original"),
    [("身分證字號A123456789。", "A123456789"), ("香港身份證A123456(3)。", "A123456(3)"), ("身份證XY123456（A）", "XY123456（A）")],
)
def test_regional_identity_numbers_get_a_valid_surrogate_of_the_same_form(text, original):
    anonymized, mapping = Anonymizer().anonymize(text, seed=7)
    surrogate = mapping[original]
    assert surrogate != original and len(surrogate) == len(original)
    assert is_valid_taiwan_id(surrogate) if original[1:].isdigit() else is_valid_hong_kong_id(surrogate)
    assert (ID_CARD, surrogate) in found(anonymized)


def test_a_taiwan_mobile_surrogate_keeps_its_form_and_changes_every_drawn_digit_position():
    anonymized, mapping = Anonymizer().anonymize("手機0912-345-678，+886 912 345 678", seed=2)
    local, international = mapping["0912-345-678"], mapping["+886 912 345 678"]
    assert local.startswith("09") and local[4] == local[8] == "-" and local != "0912-345-678"
    assert international.startswith("+886 9") and international.replace(" ", "")[-9:] == local.replace("-", "")[-9:]


def test_graduate_school_as_a_level_of_study_is_no_institute():
    assert not found("她明年想考研究所，現在每天去圖書館。")
    assert found("他在國立政治大學念研究所。") == {(SCHOOL, "國立政治大學")}
