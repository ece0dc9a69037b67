"""Each Chinese recogniser: what it finds, what it leaves alone, checksums, lookarounds."""

from __future__ import annotations

import pytest

from heartbench.pii.checksums import id_check_char, is_valid_id, luhn_check_digit, luhn_valid
from heartbench.pii.engine import Anonymizer
from heartbench.pii.recognizers import STRUCTURED_TYPES
from tests.pii.findings import found, kinds, pii


# Checksums ----------------------------------------------------------------------------------
def test_id_checksum_and_birth_date():
    assert is_valid_id("110105199010279855")
    assert is_valid_id("32010219990206151X") and is_valid_id("32010219990206151x")
    assert not is_valid_id("110105199010279856")  # wrong check digit
    assert not is_valid_id("110105199002309855")  # 30 February
    assert id_check_char("11010519901027985") == "5"


def test_luhn():
    assert luhn_valid("6222028260605865163") and luhn_valid("4367422490807513")
    assert not luhn_valid("4367422490807514")
    assert luhn_check_digit("436742249080751") == "3"


# Numbers --------------------------------------------------------------------------------------
@pytest.mark.parametrize("number", ["13812345678", "138-1234-5678", "138 1234 5678", "+86 13812345678", "0086-13812345678"])
def test_mobile_formats(number):
    assert found(f"我的手机号是{number}，晚上打给我。") == {("CN_MOBILE", number)}


@pytest.mark.parametrize("text", ["编号1381234567890", "订单12812345678", "1381234567", "工号813812345678"])
def test_mobile_needs_exactly_eleven_digits_starting_1_3_to_9(text):
    assert "CN_MOBILE" not in kinds(text)


def test_landline_with_separator_or_context():
    assert found("单位电话010-62751234") == {("CN_LANDLINE", "010-62751234")}
    assert found("拨打(0755)26781234预约") == {("CN_LANDLINE", "(0755)26781234")}
    assert found("家里座机02787654321没人接") == {("CN_LANDLINE", "02787654321")}
    assert "CN_LANDLINE" not in kinds("编号02787654321的快递")  # run-together digits without a context word


def test_valid_id_card_scores_full():
    (entity,) = pii.analyze("身份证号110105199010279855，请核实")
    assert (entity.type, entity.text, entity.score) == ("CN_ID_CARD", "110105199010279855", 1.0)


def test_id_with_failed_checksum_is_not_an_id_unless_called_one():
    # a failed check digit drops the score under the threshold; the words "身份证号" lift it back,
    # at a lower score than a valid number, because the author says it is an id
    assert "CN_ID_CARD" not in kinds("编号110105199010279856已登记")
    (entity,) = pii.analyze("身份证号110105199010279856")
    assert entity.type == "CN_ID_CARD" and entity.score < 1.0


def test_bank_card_luhn():
    assert found("转到6222028260605865163就行") == {("BANK_CARD", "6222028260605865163")}
    assert found("信用卡6217 0075 0199 2045 389逾期了") == {("BANK_CARD", "6217 0075 0199 2045 389")}
    assert "BANK_CARD" not in kinds("编号6222028260605865164的记录")  # Luhn fails, no context
    (entity,) = pii.analyze("我的银行卡号6222028260605865164")
    assert entity.type == "BANK_CARD" and entity.score < 0.9


def test_order_numbers_are_not_cards():
    assert pii.analyze("订单号2023110512345678的东西还没到") == []


# Handles --------------------------------------------------------------------------------------
def test_email_next_to_chinese():
    assert found("邮箱是zhang.san_88@163.com吧") == {("EMAIL_ADDRESS", "zhang.san_88@163.com")}


def test_qq_needs_its_word():
    assert found("我的QQ是1053627841，晚上聊") == {("QQ_NUMBER", "1053627841")}
    assert found("加我扣扣 87654321") == {("QQ_NUMBER", "87654321")}
    assert found("1357924680是我的QQ") == {("QQ_NUMBER", "1357924680")}
    assert pii.analyze("他欠了我87654321块钱") == []
    assert found("QQ邮箱1234567890@qq.com") == {("EMAIL_ADDRESS", "1234567890@qq.com")}


def test_wechat_needs_its_word_and_a_valid_id():
    assert found("加我微信zhaozihan88，详细说") == {("WECHAT_ID", "zhaozihan88")}
    assert found("我的vx：sunny-day2021") == {("WECHAT_ID", "sunny-day2021")}
    assert "WECHAT_ID" not in kinds("我的id是zhaozihan88")  # no WeChat word
    assert "WECHAT_ID" not in kinds("微信 abc")  # too short to be a WeChat id
    assert "WECHAT_ID" not in kinds("微信 8zhaozihan")  # must start with a letter


@pytest.mark.parametrize("plate", ["京A12345", "沪B·6K8D2", "粤B88F21", "川AD12345", "苏E·2C9R7"])
def test_plates(plate):
    assert found(f"车牌{plate}的车") == {("CN_LICENSE_PLATE", plate)}


@pytest.mark.parametrize("text", ["京A1234走了", "北京A座12345"])
def test_not_plates(text):
    assert "CN_LICENSE_PLATE" not in kinds(text)


def test_ip_addresses():
    assert found("登录IP是183.62.118.45，不是我") == {("IP_ADDRESS", "183.62.118.45")}
    assert found("地址2001:db8::8a2e:370:7334登录过") == {("IP_ADDRESS", "2001:db8::8a2e:370:7334")}
    assert "IP_ADDRESS" not in kinds("版本1.2.3，时间12:30:45，256.1.1.1")


# Names, addresses, organisations ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我叫林晓彤，今年二十六岁。", "林晓彤"),
        ("我老公郑浩然最近很冷淡。", "郑浩然"),  # jieba splits the name: 郑/ns 浩然/a
        ("同桌宋雨萱不理我了。", "宋雨萱"),  # jieba: 宋雨/nr 萱/n
        ("欧阳思远是我最好的朋友。", "欧阳思远"),  # compound surname
        ("女儿的班主任罗思琪老师打电话来了。", "罗思琪"),
        ("户名：鲍国庆，卡号见附件。", "鲍国庆"),
        ("我和蒋欣然分手三个月了。", "蒋欣然"),
    ],
)
def test_person_names_in_context(text, name):
    assert ("PERSON", name) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "高兴的是周末可以休息。",
        "方法总比困难多。",
        "谢谢您一直以来的帮助。",
        "这周状态又不太好了。",
        "跟着父亲但父亲也不好。",
        "就事论事陈述事实。",
        "我觉得自己很有安全感。",
    ],
)
def test_not_names(text):
    assert "PERSON" not in kinds(text)


def test_given_name_alone_follows_the_full_name():
    assert found("我叫林晓彤。晓彤这个名字是外婆取的。") == {("PERSON", "林晓彤"), ("PERSON", "晓彤")}


def test_street_addresses_with_admin_prefix():
    assert found("我住在杭州市西湖区文三路259号华星大厦1203室，很吵。") == {("CN_ADDRESS", "杭州市西湖区文三路259号华星大厦1203室")}
    assert found("寄到江苏省苏州市姑苏区人民路1188号就可以") == {("CN_ADDRESS", "江苏省苏州市姑苏区人民路1188号")}


def test_compound_addresses_without_road():
    assert found("我家在阳光花园小区5栋3单元601，前夫找上门来了") == {("CN_ADDRESS", "阳光花园小区5栋3单元601")}


@pytest.mark.parametrize("text", ["我在北京市工作了六年。", "我家在杭州市西湖区。", "我们小区3栋有人吵架。", "他在路上走了3个小时。"])
def test_city_or_district_alone_is_not_an_address(text):
    assert "CN_ADDRESS" not in kinds(text)


def test_named_organisations_and_schools():
    assert found("我在腾讯科技有限公司上班") == {("ORGANIZATION", "腾讯科技有限公司")}
    assert found("我妈在市第一人民医院住院") == {("ORGANIZATION", "市第一人民医院")}
    assert found("我在华东师范大学附属中学读高二") == {("SCHOOL", "华东师范大学附属中学")}
    assert found("孩子在成都市实验小学被欺负了") == {("SCHOOL", "成都市实验小学")}


@pytest.mark.parametrize("text", ["我在一家互联网公司上班。", "我们公司今年效益不好。", "考上了大学。", "因为下大雪中小学放假了。", "我去了心理咨询中心。"])
def test_generic_organisations_are_not_flagged(text):
    assert kinds(text) == set()


# The API the leak gate uses -----------------------------------------------------------------------
def test_structured_and_leaks():
    text = "张伟说他的手机是13812345678，住在杭州市西湖区文三路259号。"
    assert {e.type for e in pii.structured(text)} == {"CN_MOBILE"}
    assert {e.type for e in pii.structured(text)} <= STRUCTURED_TYPES
    leaks = pii.leaks("李娜后来又见到了张伟。", originals=["张伟", "13800000000", ""])
    assert [(e.type, e.text, e.start) for e in leaks] == [("SEED_ORIGINAL", "张伟", 8)]


def test_analyze_is_cheap_to_construct_and_handles_empty_text():
    assert Anonymizer().analyze("") == [] and Anonymizer().analyze("   \n") == []
    assert pii.analyze("今天天气不错。", types=["PERSON"]) == []
