"""The ninety-third round, found on set 94 (university life in Wuhan, Changsha, Hefei and Xi'an) once it was
retired to the test part: a surname glued to the word before (本科 / 生程 / 雨萱), the employer in a form's
field or before a post held there, a conference's hotel, a surname read as a verb after an office, a campus
dormitory with its university, a brand with its city before it, and no names in a couplet, a dorm's manager
or an old academy."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_surname_glued_to_the_word_before():
    assert names("推荐信 兹推荐我院2022级本科生程雨萱同学攻读贵校硕士学位。") == {"程雨萱"}


def test_employers_in_a_field_and_before_a_post_and_a_conference_hotel():
    assert ("ORGANIZATION", "湖南大学化学化工学院") in found("推荐人：严志明，湖南大学化学化工学院副教授。")
    text = "会议注册信息 姓名：章立群 单位：中国科学技术大学物理学院 住宿：合肥稻香楼宾馆，11月28日-30日。"
    assert {("ORGANIZATION", "中国科学技术大学物理学院"), ("ORGANIZATION", "合肥稻香楼宾馆")} <= found(text)


def test_a_surname_read_as_a_verb_after_an_office():
    assert names("公示期三天，联系人：学生工作办公室任老师。") == {"任"}


def test_a_campus_dormitory_with_its_university():
    text = "我们住西北工业大学长安校区星天苑B座417，跟宿管说了几次都没用。"
    assert found(text) == {("CN_ADDRESS", "西北工业大学长安校区星天苑B座417")}


def test_a_brand_with_its_city_before_it():
    assert ("ORGANIZATION", "西安隆基绿能") in found("我现在在西安隆基绿能做研发。")


def test_a_couplet_and_an_old_academy_name_no_one():
    assert found("岳麓书院门口的对联，惟楚有材，于斯为盛。") == set()
