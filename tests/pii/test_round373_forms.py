"""The three-hundred-and-seventy-third round, found on set 374 (a delivery rider's complaint to a labour union hotline
in Shanghai) once it was retired to the test part: the platform's station he rides for, named by the brand and its
place (在美团徐汇漕河泾站跑外卖), his rider id (骑手ID是mt_rider_20871), a customer's display name of an English given name
run into a surname (calvin蔡, cut in two by the tagger), and a workmate called 小 and his home province (小四川)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_brands_station_where_one_works():
    text = "我叫牛建华，在美团徐汇漕河泾站跑外卖，骑手ID是mt_rider_20871。"
    assert found(text) == {("PERSON", "牛建华"), ("ORGANIZATION", "美团徐汇漕河泾站"), ("WECHAT_ID", "mt_rider_20871")}
    assert ("ORGANIZATION", "中石化") in found("他在中石化的加油站干了二十年。")


def test_an_english_given_name_run_into_a_surname():
    assert ("PERSON", "calvin蔡") in found("客户calvin蔡给了差评，说汤洒了。")


def test_xiao_and_a_home_province():
    assert found("跟我一起跑的小四川也被扣过，他可以作证。") == {("PERSON", "小四川")}
    assert found("楼下新开了家小四川菜馆。") == set()
