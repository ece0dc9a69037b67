"""The hundredth round, found on set 101 (patients and clinics in Sichuan) once it was retired to the test
part: a display name led by the speaker's city is whole (绵阳-王姐; a trade before the dash names no one), a
floor of a hospital is no address and its name no longer takes the field before it (地点…医院3楼), and a
form's field for the bank (开户银行：) is no organisation. Left: 李冰 of Dujiangyan, a name many people bear."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_display_name_led_by_a_city_is_whole():
    text = "【病友群】 静待花开：今天第四次化疗。 绵阳-王姐：姐妹们加油！ 奶茶店-小美：收到"
    assert names(text) == {"静待花开", "绵阳-王姐", "小美"}


def test_a_floor_of_a_hospital_is_no_address():
    text = "初诊时间12月2日上午8:30，地点四川锦欣西囡妇女儿童医院3楼。"
    assert found(text) == {("ORGANIZATION", "四川锦欣西囡妇女儿童医院")}


def test_a_forms_field_for_the_bank_is_no_organisation():
    assert found("开户银行：中国建设银行南充顺庆支行") == {("ORGANIZATION", "中国建设银行南充顺庆支行")}
