"""The twelfth round's forms, found on sets 9 and 10 once they were retired to the test part:
chat speakers, handles named outright or quoted, a QQ number given in the reply, employers in
apposition, named buildings and estates after a street, dorm rooms, crossings."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


def test_speakers_of_a_chat_log_but_not_roles_or_kin():
    chat = "小鱼：周六聚餐定在哪？ 阿凯：老地方吧 小鱼：行"
    assert {("PERSON", "小鱼"), ("PERSON", "阿凯")} <= found(chat)
    assert found("咨询师：你好。来访者：你好。") == set()
    assert found("时间：下午三点 地点：会议室") == set()
    assert ("PERSON", "大舅") not in found("大舅：@婷婷 你工作找好了没？ 婷婷：还在找")


def test_one_colon_is_not_a_chat():
    assert found("小鱼：周六聚餐定在哪？") == set()


@pytest.mark.parametrize(("text", "handle"), [
    ("那个网友叫星河滚烫，我们聊了半年", "星河滚烫"),
    ("引用 深夜食堂老板 的回复：建议先去医院看看。", "深夜食堂老板"),
])
def test_handles_named_outright_or_quoted(text, handle):
    assert ("PERSON", handle) in found(text)


def test_a_name_inside_a_works_title_is_no_one():
    assert found("看完《你好，李焕英》哭得稀里哗啦。") == set()


def test_a_qq_number_given_in_the_reply():
    assert ("QQ_NUMBER", "2837465910") in found("B：好，你QQ还用吗 A：2837465910，偶尔上")


@pytest.mark.parametrize(("text", "organisation"), [
    ("催收电话天天打到我单位合肥京东方光电，我该怎么办？", "合肥京东方光电"),
    ("公司方恒国际那边我已经被劝退了。", "方恒国际"),
])
def test_an_employer_in_apposition(text, organisation):
    assert ("ORGANIZATION", organisation) in found(text)


def test_what_someone_does_at_a_company_is_not_its_name():
    assert ("ORGANIZATION", "卖保险") not in found("我在平安人寿保险股份有限公司卖保险，业绩压力很大。")


@pytest.mark.parametrize(("text", "address"), [
    ("在建国路88号SOHO现代城楼下吐了一地", "建国路88号SOHO现代城"),
    ("B：昆明市盘龙区北京路延长线金康园2栋1单元502 A：几点", "昆明市盘龙区北京路延长线金康园2栋1单元502"),
    ("B：杭州市余杭区五常街道文一西路998号西溪首座B2幢1101 A：收件人", "杭州市余杭区五常街道文一西路998号西溪首座B2幢1101"),
    ("我现在住在学校宿舍，18号楼425，四个人一间", "18号楼425"),
    ("我们约在中山路与解放路交叉口的肯德基见面", "中山路与解放路交叉口"),
])
def test_named_buildings_dorm_rooms_and_crossings(text, address):
    assert ("CN_ADDRESS", address) in found(text)


@pytest.mark.parametrize("text", ["3号楼402开会，别迟到。", "我住在建国路3号我们去商城"])
def test_a_room_without_words_of_living_or_words_after_a_number(text):
    assert ("CN_ADDRESS", "3号楼402") not in found(text)
    assert not any(kind == "CN_ADDRESS" and "商城" in value for kind, value in found(text))


def test_a_surname_the_tagger_split_from_the_given_name():
    assert ("PERSON", "房佳琪") in found("提到与同事房佳琪的关系有所缓和")
