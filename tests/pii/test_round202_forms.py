"""The two-hundred-and-second round, found on set 203 (Macau, in traditional characters and Cantonese) once it was
retired to the test part: an estate in its residents' group title that the tagger read as a person (【海擎天住戶群】),
speakers by block (8座-梁太：), a street named after someone and an estate's block and flat after the door number
(氹仔孫逸仙博士大馬路233號海擎天第三座18樓C), an employer after Cantonese 喺, Macau's police by name (治安警察局),
Portuguese given names (Ana Costa) and the language taught (葡文), Macau's identity card number, and an elder by
relation, surname and kin word (阿嫲黃婆婆)."""

from __future__ import annotations

from tests.pii.findings import found, kinds, names


def test_an_estate_in_a_residents_group_title_read_as_a_person():
    text = "【海擎天住戶群】 8座-梁太：今晚十點停水，大家儲定水。 3座-Kelvin：收到，唔該。"
    assert found(text) == {("CN_ADDRESS", "海擎天"), ("PERSON", "8座-梁太"), ("PERSON", "3座-Kelvin")}


def test_a_street_named_after_someone_and_an_estates_block():
    text = "快遞：收件人何嘉欣，地址氹仔孫逸仙博士大馬路233號海擎天第三座18樓C，電話6628 4917。"
    assert ("CN_ADDRESS", "氹仔孫逸仙博士大馬路233號海擎天第三座18樓C") in found(text)


def test_an_employer_after_cantonese_hai_and_a_police_force_by_name():
    assert ("ORGANIZATION", "銀河娛樂") in found("我喺銀河娛樂做荷官，輪班好辛苦。")
    assert ("ORGANIZATION", "治安警察局") in found("外傭Maria Santos下個月續約，要去治安警察局辦手續。")


def test_portuguese_given_names_and_the_language_taught():
    assert names("葡文老師Ana Costa話聖誕前最後一堂課改到星期四。") == {"Ana Costa"}


def test_a_macau_identity_card_beside_its_word():
    assert "CN_ID_CARD" in kinds("補領身份證要帶舊證號碼：5215837(3)，同埋相片。")
    assert "CN_ID_CARD" not in kinds("订单号1234567(2)已发货。")


def test_an_elder_by_relation_surname_and_kin_word():
    assert "黃" in names("阿嫲黃婆婆今日覆診，朝早九點到。")


def test_a_macau_identity_card_is_replaced_in_its_own_form():
    from heartbench.pii.engine import Anonymizer

    replaced = Anonymizer().anonymize("補領身份證要帶舊證號碼：5215837(3)，同埋相片。", seed="round 202")[0]
    number = replaced[len("補領身份證要帶舊證號碼："):-len("，同埋相片。")]
    assert number != "5215837(3)" and number[0] == "5" and number[7] == "(" and number[-1] == ")" and len(number) == 10
