"""The thirteenth round's forms, found on sets 11 and 12 once they were retired to the test part
(employers named by a brand in more slots, a town with its city, commenters, nicknames given with
the real name, coined kindergarten names), and the false alarms it removed: words the tagger cut
from their neighbours, 小 before an English noun, campus shorthand."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


@pytest.mark.parametrize(("text", "brand"), [
    ("我表姐在盒马当店长，过年都不放假。", "盒马"),  # the tagger joins 盒马当 into one word
    ("他妈妈在沃尔玛收银，一干就是十年。", "沃尔玛"),
    ("我在红星美凯龙卖沙发，这个月一单都没开。", "红星美凯龙"),
    ("A：下周去哪面试 B：携程总部 A：好好准备", "携程"),
])
def test_employers_named_by_a_brand_in_more_slots(text, brand):
    assert ("ORGANIZATION", brand) in found(text)


@pytest.mark.parametrize("text", [
    "周末在宜家买了两个收纳箱。",
    "晚上和朋友去万达看了场电影。",
    "我在沃尔玛买了一箱牛奶。",
])
def test_a_brand_named_as_a_customer_stays(text):
    assert found(text) == set()


def test_a_town_with_its_city_is_an_address_but_a_city_or_county_alone_is_not():
    assert ("CN_ADDRESS", "佛山市乐从镇") in found("他现在在佛山市乐从镇的家具厂上班。")
    assert found("我老家是资阳市安岳县的。") == set()
    assert found("我们去杭州乌镇玩了两天。") == set()


def test_a_commenter_between_the_label_and_the_comment():
    assert ("PERSON", "夜里不睡的猫") in found("热门评论：夜里不睡的猫：楼主别怕，先报警。")
    assert found("他回复：好的，明天见。") == set()


def test_a_nickname_given_with_the_real_name_is_that_person_even_as_a_cartoon_name():
    text = "班里的胖虎（真名叫邱志刚）天天抢我的零花钱。"
    assert {("PERSON", "胖虎"), ("PERSON", "邱志刚")} <= found(text)
    assert found("我小时候最喜欢看胖虎和大雄吵架。") == set()


def test_a_kindergarten_named_by_a_coined_word_but_not_by_its_kind():
    assert ("SCHOOL", "彩虹树幼儿园") in found("A：孩子在哪上学 B：彩虹树幼儿园")
    assert found("我们那边只有一家公立幼儿园。") == set()
    assert found("孩子上的是寄宿制小学，一周回来一次。") == set()


@pytest.mark.parametrize("text", [
    "她出国前给我写了封信，我一直没拆。",  # 封 after 了: a classifier
    "我上周刚换了工作，还不太适应。",  # 周 after 上: a week
    "说好的事他又出尔反尔，我真的受够了。",  # the tail of an idiom
    "我每次都要先跟小leader汇报，再找大领导。",
    "那年我延毕了一年，学硕的同学都工作了。",
    "生了大娃以后，我们又要了二娃。",
])
def test_words_the_tagger_took_for_people(text):
    assert not {kind for kind, _ in found(text)} & {"PERSON"}


def test_a_real_name_beside_those_forms_is_still_found():
    assert ("PERSON", "周刚") in found("我给周刚打了三个电话他都没接。")
    assert ("PERSON", "小amy") in found("我同事小amy说她也想辞职。")


@pytest.mark.parametrize(("text", "handle"), [
    ("3楼 一碗热干面：别理她，先把自己照顾好。", "一碗热干面"),
    ("楼主 不吃香菜的鱼：更新一下，我已经搬出来了。", "不吃香菜的鱼"),
    ("回复 北极星的眼泪：谢谢你，我会去试试的。", "北极星的眼泪"),
    ("@风吹麦浪 你说的那家医院在哪？", "风吹麦浪"),
])
def test_the_author_of_a_floor_a_reply_or_a_mention(text, handle):
    assert ("PERSON", handle) in found(text)


@pytest.mark.parametrize("text", [
    "楼主回复5楼：是的，我已经报警了。",  # a floor, not a handle
    "回复 老师：作业已经交了。",  # a role
    "@所有人 今晚八点开会。",
    "有问题发我邮箱 lin_xm@163.com 就行。",
])
def test_floors_roles_and_mail_addresses_are_no_handles(text):
    assert not {kind for kind, _ in found(text)} & {"PERSON"}


def test_display_names_with_a_building_or_a_role():
    chat = "【业主群】5栋-赵姐：电梯又坏了。 物业-小孟：3号楼2单元的电梯下午修好。 12栋1101-阿亮：辛苦了"
    spans = found(chat)
    assert {("PERSON", "5栋-赵姐"), ("PERSON", "小孟"), ("PERSON", "12栋1101-阿亮")} <= spans
    assert ("CN_ADDRESS", "3号楼2单元") in spans
    assert found("时间：10点 地点：3楼会议室") == set()


def test_a_street_under_its_city_and_district_without_a_number():
    assert ("CN_ADDRESS", "西安市雁塔区小寨东路") in found("我每天晚上都沿着西安市雁塔区小寨东路走回家。")
    assert found("我在西安市雁塔区上班。") == set()
