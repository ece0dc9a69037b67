"""The two-hundred-and-eighty-seventh round, found on set 288 (a flight attendant in Guangzhou) once it was retired to
the test part: a town under its city and district the tagger cut across (武鸣区府 / 城镇), a street placed before a
company's dormitory read as the firm's name (人和镇机场南路公司宿舍), an app's id of digits given as its number
(小红书号是9687321045), and the word for cabin crew read as a name (空乘这一行). Left alone: her employer named
in a blogger's caption ("南航最美空姐"), a brand the tool removes only where a work slot says so."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_town_under_its_city_and_district_however_cut():
    assert ("CN_ADDRESS", "南宁市武鸣区府城镇") in found("入职时填的紧急联系人是我妈，老家在南宁市武鸣区府城镇。")
    assert found("他在北京市朝阳区小镇上开了家店。") == set()


def test_a_street_before_a_companys_dormitory_is_an_address():
    assert found("四点半在白云区人和镇机场南路公司宿舍楼下坐车，别迟到。") == {("CN_ADDRESS", "白云区人和镇机场南路")}


def test_an_apps_id_of_digits():
    assert ("WECHAT_ID", "9687321045") in found("那个博主的小红书号是9687321045。")
    assert ("WECHAT_ID", "38271645") in found("我的抖音号：38271645，欢迎关注")


def test_cabin_crew_is_a_trade():
    assert found("空乘这一行吃的是青春饭。") == set()
