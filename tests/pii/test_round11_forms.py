"""The eleventh round's forms, found on sets 2-6 once they were retired to the test part:
names the tagger joined to a relation or read as other words, employers by a brand before a
trade, authorities named by their level, addresses with spaced or short parts and down to a town."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


@pytest.mark.parametrize(("text", "name"), [
    ("我老公费志强是独生子。", "费志强"),  # the tagger joined 老公 and the name
    ("我同事张明说他不来了", "张明"),  # not 张明说
    ("A：等下小汤也来，她刚下班", "小汤"),
    ("房东练先生人很好。", "练"),  # 练 read as a verb
    ("你还记得Cindy吗", "Cindy"),
    ("和kiki在商场吃饭", "kiki"),
    ("截了图发给Ms. Chen，她会处理。", "Ms. Chen"),
    ("美籍华人，中文名梅丽华。", "梅丽华"),
])
def test_names_the_tagger_joined_split_or_misread(text, name):
    assert ("PERSON", name) in found(text)


@pytest.mark.parametrize("text", ["女朋友何时来都行。", "我老公很好。", "小时也不够用。", "老师也说过。", "买了王老吉。", "我跟老公和老师一起吃饭。"])
def test_words_after_a_relation_or_before_也_that_are_no_name(text):
    assert not kinds(text) & {"PERSON"}


def test_a_public_name_the_tagger_joined_to_what_follows_stays():
    assert found("我喜欢听郎朗弹肖邦。") == set()


@pytest.mark.parametrize(("text", "organisation"), [
    ("可那天我在鼎新建材加班到十一点", "鼎新建材"),
    ("我在星火互娱做策划。", "星火互娱"),
    ("她嫁的是金鼎物流老板的儿子", "金鼎物流"),
    ("她在蓝海外语培训的学校当老师", "蓝海外语培训"),
    ("带奶奶去市第一人民医院复查", "市第一人民医院"),
    ("她在市精神卫生中心住院了。", "市精神卫生中心"),
    ("他在字节跳动的新工作很忙", "字节跳动"),
    ("A：你还在德邦吗 B：早走了", "德邦"),
])
def test_employers_and_institutions(text, organisation):
    assert ("ORGANIZATION", organisation) in found(text)


@pytest.mark.parametrize("text", ["我在市里的学校上学。", "他在学校的工作很忙。", "在中学还是小学当老师。"])
def test_a_school_or_company_without_a_brand_is_no_name(text):
    assert found(text) == set()


@pytest.mark.parametrize(("text", "address"), [
    ("新地址是海淀区 学院路街道 清华东路17号院 5号楼 2门 601，我", "海淀区 学院路街道 清华东路17号院 5号楼 2门 601"),
    ("新地址：成华区二仙桥东路3号 4栋 2单元 1104。", "成华区二仙桥东路3号 4栋 2单元 1104"),
    ("他住在和平区南京路街道民权门12号，跟她。", "和平区南京路街道民权门12号"),
    ("地址是朝阳区望京街道阜通东大街6号方恒国际C座1502，是", "朝阳区望京街道阜通东大街6号方恒国际C座1502"),
    ("我出生在贵州省毕节市七星关区朱昌镇，那天", "贵州省毕节市七星关区朱昌镇"),
    ("她说来泉州市丰泽区东海街道滨海社区看我。", "泉州市丰泽区东海街道滨海社区"),
])
def test_addresses_spaced_with_short_parts_or_down_to_a_town(text, address):
    assert ("CN_ADDRESS", address) in found(text)


@pytest.mark.parametrize("text", ["我去过北京市朝阳区。", "从前门走。", "我在朱昌镇。"])
def test_a_district_or_a_town_alone_is_not_an_address(text):
    assert "CN_ADDRESS" not in kinds(text)


def test_a_birthday_after_the_place_of_birth():
    assert ("DATE_OF_BIRTH", "2000年1月18日") in found("我出生在贵州省毕节市七星关区朱昌镇，2000年1月18日，那天下着大雪")
    assert "DATE_OF_BIRTH" not in {kind for kind, _ in found("我出生在农村，2008年才第一次进城")}
