"""The hundred-and-sixty-sixth round, found on set 167 (trade on the Russian border) once it was retired to the test
part: a foreign name after a shop's word for a customer (老顾客娜塔莎), a foreign name of sounds whose last character
the tagger read as a verb (谢尔 / 盖), and names in Latin letters in a form's field for a person (女方 Olga Petrova)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_customer_and_her_husband():
    text = "我在市场卖羽绒服，老顾客娜塔莎每年冬天都来，她老公谢尔盖开大车。"
    assert names(text) == {"娜塔莎", "谢尔盖"}


def test_names_in_latin_letters_in_a_persons_field():
    assert "Olga Petrova" in names("婚姻登记：男方孙宏伟，女方Olga Petrova，护照号753918264。")
    assert "Ivan Smirnov" in names("跨境包裹：收件人 Ivan Smirnov，寄件人 於桂芝。")
