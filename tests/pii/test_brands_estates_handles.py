"""The ninth round's forms: employers named by a brand or an abbreviation, estates without a
city, online handles; and the same brands named as a customer would, which stay."""

from __future__ import annotations

import pytest

from heartbench.pii.packaged_lists import packaged_brands
from tests.pii.findings import found, kinds, pii


@pytest.mark.parametrize(("text", "employer"), [
    ("我是字节的，去年被优化了。", "字节"),
    ("他拿到了腾讯的offer。", "腾讯"),
    ("我哥从百度离职以后开了个店。", "百度"),
    ("我在蔚来实习了三个月。", "蔚来"),
    ("我在海底捞端了两年盘子。", "海底捞"),
    ("本人小米员工，坐标武汉。", "小米"),
    ("我们京东今年又要裁员了。", "京东"),
    ("她是中国移动营业厅的。", "中国移动"),
    ("面试大疆的时候我很紧张。", "大疆"),
    ("A：你在哪高就 B：平安，做理赔的", "平安"),
])
def test_an_employer_named_by_a_brand_where_someone_works(text, employer):
    assert ("ORGANIZATION", employer) in found(text)


@pytest.mark.parametrize("text", [
    "我在淘宝上买了一件外套。",
    "晚上点了个美团外卖。",
    "坐滴滴回家的路上我一直在哭。",
    "我每天早上都去瑞幸买一杯咖啡。",
    "我手机是华为的，用了五年。",
    "京东的快递比顺丰还快。",
    "她是平安的，你别担心。",  # about her safety: 平安 is left out of the brands
    "A：你在哪上班 B：在家带孩子，没上班",
])
def test_brands_named_as_a_customer_would_and_everyday_words_stay(text):
    assert pii.anonymize(text, seed=1)[0] == text


def test_a_brand_is_never_a_persons_name():
    assert "瑞幸" in packaged_brands()
    assert found("她在瑞幸当店长，一个月休四天。") == {("ORGANIZATION", "瑞幸")}


@pytest.mark.parametrize(("text", "address"), [
    ("快递放金色家园5栋2单元1203门口就行。", "金色家园5栋2单元1203"),
    ("我住碧桂园二期18幢601，楼下就是菜市场。", "碧桂园二期18幢601"),
    ("他家在万科城三期9号楼1单元702，我去过一次。", "万科城三期9号楼1单元702"),
])
def test_an_estate_with_a_building_and_a_room_is_an_address(text, address):
    assert ("CN_ADDRESS", address) in found(text)


@pytest.mark.parametrize("text", ["我们学校5栋是新盖的。", "这个小区3栋的电梯坏了。", "花园里有3棵树。"])
def test_a_building_without_a_room_or_a_named_estate_is_not_an_address(text):
    assert not kinds(text) & {"CN_ADDRESS"}


@pytest.mark.parametrize(("text", "handle"), [
    ("群里奶茶不加糖说她也经历过。", "奶茶不加糖"),
    ("网友一只小咸鱼给我私信。", "一只小咸鱼"),
    ("三楼风吹麦浪说得对。", "风吹麦浪"),
])
def test_online_handles_between_where_they_post_and_what_they_said(text, handle):
    assert ("PERSON", handle) in found(text)


@pytest.mark.parametrize("text", [
    "群里有个人说她也这样。", "网友们都说要分手。", "三楼说得对。", "群里一个姐妹说她也是。",
    "评论区好多人说算了。", "今天在群里当着大家的面说我。",
])
def test_crowds_and_the_posters_own_words_are_not_handles(text):
    assert found(text) == set()


@pytest.mark.parametrize("text", ["他说的，不管我男朋友怎么想。", "虽然地方小但挺干净的。", "你别管我了。"])
def test_a_name_never_holds_a_pronoun_or_a_particle(text):
    assert not kinds(text) & {"PERSON"}


def test_names_beside_pronouns_are_still_found():
    assert ("PERSON", "管晓东") in found("我同事管晓东说他不干了。")


# Tenth round -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [("那天喻可突然说要辞职。", "喻可"), ("，蔺岚又问我借钱。", "蔺岚")])
def test_a_surname_led_word_where_only_a_speaker_can_stand(text, name):
    assert ("PERSON", name) in found(text)


@pytest.mark.parametrize("text", ["那天黄昏突然哭了。", "，江南也说好。", "后来高兴地说不用了。"])
def test_a_word_the_dictionary_knows_is_no_speaker(text):
    assert found(text) == set()


@pytest.mark.parametrize("text", ["我们家狗狗豆豆今年十岁了。", "我家金毛叫旺财。", "我最喜欢的角色是魏无羡。"])
def test_pets_before_their_name_and_characters_of_dramas_are_no_one(text):
    assert pii.anonymize(text, seed=1)[0] == text


def test_a_child_with_a_pets_name_is_still_someone():
    assert ("PERSON", "豆豆") in found("我儿子豆豆今年五岁。")
