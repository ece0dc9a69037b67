"""The two-hundred-and-sixtieth round, found on set 261 (a Chinese student in Tokyo) once it was retired to the test
part: a Japanese manager by surname with 先生 in one word (店长山本先生), a Japanese mobile written at home
(080-4129-6637: no Chinese area code is 070, 080 or 090), and a Japanese residence card's number (在留卡号码
AB12345678CD)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_japanese_manager_by_surname_and_xiansheng():
    assert "山本" in names("在便利店打工半年了，店长山本先生总让我一个人上夜班。")
    assert not names("我很喜欢山本耀司的衣服。")


def test_a_japanese_mobile_and_a_residence_card():
    text = "在留卡号码AB12345678CD，电话080-4129-6637，打工超过28小时会被查。"
    assert {("CN_MOBILE", "080-4129-6637"), ("CN_ID_CARD", "AB12345678CD")} <= found(text)
    assert ("CN_LANDLINE", "010-6512-3456") in found("座机010-6512-3456")
