"""The sixty-second round, found on set 63 (work and money in Zhengzhou, Luoyang, Taiyuan, Hohhot, Lanzhou)
once it was retired to the test part: Baotou's numbered blocks, a rural nickname opening a clause, a given
name with a familiar title as a whole, a state firm before its canteen, an arbitration's fields, and a
Buddha's name."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_baotous_numbered_blocks():
    assert ("CN_ADDRESS", "青山区富强路街道幸福12号街坊") in found("家住青山区富强路街道幸福12号街坊。")


def test_a_rural_nickname_opening_a_clause():
    assert ("PERSON", "狗蛋") in found("4月2日 雨 狗蛋说他要去城里打工。")
    assert "PERSON" not in kinds("二娃说他饿了。")  # a child by birth order names no one


def test_a_given_name_with_a_familiar_title_as_a_whole():
    assert ("PERSON", "秀英姐") in found("跟秀英姐去公园拍了照。")


def test_a_state_firm_before_its_canteen():
    assert ("ORGANIZATION", "包头钢铁") in found("我婶子在包头钢铁食堂做饭。")


def test_an_arbitrations_fields_and_a_buddhas_name():
    claim = "仲裁申请书 申请人：邵红军，男 被申请人：洛阳恒达劳务有限公司 请求：支付工资"
    assert {name for kind, name in found(claim) if kind == "PERSON"} == {"邵红军"}
    assert "PERSON" not in kinds("去龙门石窟看了卢舍那大佛，真壮观。")
