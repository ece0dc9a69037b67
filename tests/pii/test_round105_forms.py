"""The hundred-and-fifth round, found on set 106 (restaurants and food stalls) once it was retired to the test
part: a market stall's address (八一大道菜市场二排14号), the employer as a labour contract's first party (but not
a customer's contractor), a household by surname in a booking's field (主家：万家), two roads' crossing with a
ring road (阜阳北路与北一环交口), and a shop's reviews as no speakers (差评：, 商家回复：)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_market_stalls_address():
    text = "摊位证 经营者：熊桂香 摊位：东湖区八一大道菜市场二排14号 经营项目：卤味"
    assert ("CN_ADDRESS", "东湖区八一大道菜市场二排14号") in found(text)


def test_the_employer_is_a_labour_contracts_first_party():
    assert ("ORGANIZATION", "合肥庐州老鸭汤饭店") in found("劳动合同 甲方：合肥庐州老鸭汤饭店 乙方：鲍建国 岗位：厨师")
    assert not any(kind == "ORGANIZATION" for kind, _ in found("购物合同 甲方：合肥庐州老鸭汤饭店 乙方：鲍建国"))


def test_a_household_by_surname_and_a_crossing_with_a_ring_road():
    assert names("白事酒席预订 主家：万家 日期：11月28日中午 桌数：15桌") == {"万"}
    text = "我家住庐阳区杏林街道阜阳北路与北一环交口附近，楼下就是一家牛肉汤店。"
    assert found(text) == {("CN_ADDRESS", "庐阳区杏林街道阜阳北路与北一环交口")}


def test_a_shops_reviews_are_no_speakers():
    assert names("差评：菜里吃出头发。 商家回复：陈先生您好，我们已经批评了员工小胡。") == {"陈", "小胡"}
