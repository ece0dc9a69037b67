"""The two-hundred-and-seventeenth round, found on set 218 (a Hong Kong family hiring a helper) once it was retired to
the test part: an estate's address after a district the tagger cut (將軍 / 澳寶琳邨寶勤樓1516室), a Filipino helper's
name and passport (Rosalinda Cruz, P4826153A), a child by a doubled name after an endearment and a school after
Cantonese 喺, all one word to the tagger (囡囡希希喺寶覺小學), and Cantonese 鍾意 ("to like") read as a name. Left: the
Immigration Department by its short name (入境處)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_an_estates_address_after_a_district_the_tagger_cut():
    text = "僱傭合約：僱主陳美玲，地址將軍澳寶琳邨寶勤樓1516室，月薪四千九百九十元。"
    assert ("CN_ADDRESS", "將軍澳寶琳邨寶勤樓1516室") in found(text)


def test_a_filipino_helpers_name_and_passport():
    assert {("PERSON", "Rosalinda Cruz"), ("TRAVEL_DOCUMENT", "P4826153A")} <= found("外傭Rosalinda Cruz，護照號碼P4826153A，合約兩年。")


def test_a_child_and_her_school_in_one_word():
    assert found("囡囡希希喺寶覺小學讀二年級，放學要姐姐接。") == {("PERSON", "希希"), ("SCHOOL", "寶覺小學")}


def test_cantonese_to_like_is_no_name():
    assert names("Rosalinda逢星期日放假，鍾意同朋友去中環。") == {"Rosalinda"}
