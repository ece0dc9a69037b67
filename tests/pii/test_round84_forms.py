"""The eighty-fourth round, found on set 85 (papers and offices) once it was retired to the test part: a
name in pinyin capitals led by a family name the list lacked (RAN), a business's name in a licence's field,
and a registering office as a field, not a speaker."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_name_in_pinyin_led_by_a_rarer_family_name():
    assert ("PERSON", "RAN SITONG") in found("护照申请表 姓名：冉思彤 拼音：RAN SITONG 出生地：湖北")
    assert ("PERSON", "Thank You") not in found("卡片上写着 Thank You 两个词。")


def test_a_business_name_in_a_licences_field():
    licence = "营业执照申请 经营者：滕飞 名称：恩施向记土家腊肉店 经营场所：恩施市解放路101号"
    assert ("ORGANIZATION", "恩施向记土家腊肉店") in found(licence)


def test_a_registering_office_is_a_field():
    booking = "婚姻登记预约 男方：田志远 女方：覃小雨 登记机关：恩施市民政局婚姻登记处"
    assert "登记机关" not in names(booking)
