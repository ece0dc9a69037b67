"""The fifteenth round's forms, found on set 15 once it was retired to the test part: floors and
staff housing in addresses, display names with a relation before them, handles in bullet comments
and posts, professionals named by role and surname in records, an employer's site; and its false
alarms: the labels of posts and comments taken for chat speakers, model heroes."""

from __future__ import annotations

import pytest

from heartbench.pii.lac import tagger
from heartbench.pii.packaged_lists import packaged_brands, packaged_employer_brands
from tests.pii.findings import found


@pytest.mark.parametrize(("text", "address"), [
    ("收货地址：杭州市滨江区长河街道江南大道288号康恩贝大厦9层", "杭州市滨江区长河街道江南大道288号康恩贝大厦9层"),
    ("我们住在雁塔区小寨路街道省人民医院家属院6号楼。", "雁塔区小寨路街道省人民医院家属院6号楼"),
])
def test_floors_and_staff_housing(text, address):
    assert ("CN_ADDRESS", address) in found(text)


def test_a_floor_word_alone_is_no_address():
    assert found("开会的地点改到了5楼会议室。") == set()


def test_display_names_with_a_relation_before_them():
    chat = "【家族群】堂姐-丽娟：今年谁家做年夜饭？ 三姨-秀梅：我家吧 我：好"
    assert {("PERSON", "堂姐-丽娟"), ("PERSON", "三姨-秀梅")} <= found(chat)


@pytest.mark.parametrize(("text", "handle"), [
    ("弹幕：前面的星星点灯说得太对了 弹幕：哈哈哈", "星星点灯"),
    ("帖子 标题：工作三年想辞职 发帖人：山间小路 内容：每天都不想上班。", "山间小路"),
])
def test_handles_in_bullet_comments_and_posts(text, handle):
    assert ("PERSON", handle) in found(text)


def test_labels_of_posts_and_comments_are_no_speakers():
    assert found("弹幕：名场面 弹幕：又来看了 弹幕：泪目") == set()
    assert found("朋友圈：今天天气真好。 评论：是啊") == set()


@pytest.mark.parametrize(("text", "surname"), [
    ("社工范于上周五电话回访，服务对象情绪平稳。", "范"),
    ("民警邵在现场对双方进行了调解。", "邵"),
])
def test_a_professional_named_by_role_and_surname_in_a_record(text, surname):
    assert ("PERSON", surname) in found(text)


def test_a_role_alone_names_no_one():
    assert found("医生也说我恢复得不错，老师对我也很好。") == set()


def test_an_employers_site_then_work():
    assert ("ORGANIZATION", "中石化") in found("我舅舅在中石化的加油站干了十几年。")
    assert found("路上在中石化的加油站加了一箱油。") == set()


def test_model_heroes_are_public_figures():
    assert found("小学的时候我们每年三月都要学雷锋做好事。") == set()


def test_every_employer_brand_is_a_known_brand():
    assert packaged_employer_brands() <= packaged_brands()


@pytest.mark.parametrize(("text", "firm"), [
    ("我们俩在网易一起干了四年。", "网易"),
    ("她现在在字节，听说过得挺好。", "字节"),
    ("我在富士康那几年，每天站十二个小时。", "富士康"),
])
def test_being_at_a_firm_no_customer_visits_is_working_there(text, firm):
    assert ("ORGANIZATION", firm) in found(text)


@pytest.mark.parametrize("text", [
    "我在百度上搜了一下这个病。",
    "他们把服务部署在阿里云上。",
    "我在华为买了个手机。",  # a brand with shops: a customer
    "昨晚在腾讯视频看了一部电影。",
])
def test_a_customer_at_a_brand_is_no_one(text):
    assert found(text) == set()


@pytest.mark.parametrize(("text", "name"), [
    ("我室友温雅带我去了医院。", "温雅"),  # the tagger reads 温雅 as an adverb
    ("我闺蜜甘甜推荐了一本书。", "甘甜"),
])
def test_a_name_the_tagger_reads_as_a_word_after_a_relation(text, name):
    assert (name, "PER") not in tagger().tag(text)
    assert ("PERSON", name) in found(text)


@pytest.mark.parametrize("text", ["我同事高兴地说她要结婚了。", "领导施压，我只能加班。", "我老婆温柔地笑了。"])
def test_what_a_relation_did_is_no_name(text):
    assert found(text) == set()


def test_no_name_is_replaced_inside_a_known_one_wherever_it_is_cut():
    text = "我给自己买了一个泡泡玛特的盲盒。"
    assert ("玛特", "PER") in tagger().tag(text)  # the tagger cuts the brand at its end
    assert found(text) == set()
    assert ("PERSON", "德华") in found("我同事德华说他要辞职。")  # alone, the same characters are someone


def test_an_estate_its_part_and_a_building_unit_room_triple():
    # the place words alone began at 江南 (a place) and left 锦绣 (an adjective) out of the estate's name
    assert ("CN_ADDRESS", "锦绣江南小区北区6-1-302") in found("她家住锦绣江南小区北区6-1-302。")
    assert found("这次考试的分数是3-2-501分。") == set()
