"""The two-hundred-and-fourth round, found on set 205 (Chinese students in Melbourne) once it was retired to the test
part: a display name with a suburb before the dash (Carlton-小鱼：), a street address with its suburb after a comma
(18 Lygon St, Brunswick East), an employer's branch named with English words (海底捞Box Hill店), and an Australian
mobile written at home beside a word for phone or Australia (0412 735 068)."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_display_name_with_a_suburb_and_an_address_with_its_suburb():
    text = "【墨尔本租房群】 Carlton-小鱼：Unit 5, 23 Swanston St, Carlton主卧转租，320一周。 阿杰：还在吗？"
    assert {("PERSON", "Carlton-小鱼"), ("CN_ADDRESS", "Unit 5, 23 Swanston St, Carlton")} <= found(text)
    assert ("CN_ADDRESS", "18 Lygon St, Brunswick East") in found("她的单车便宜出，自取地址18 Lygon St, Brunswick East。")


def test_an_employers_branch_named_in_english():
    assert ("ORGANIZATION", "海底捞Box Hill店") in found("我在海底捞Box Hill店打工，周末两天班。")


def test_an_australian_mobile_beside_its_word():
    assert ("CN_MOBILE", "0412 735 068") in found("有事打我澳洲号0412 735 068，晚上都在。")
    assert "CN_MOBILE" not in kinds("订单编号0412 735 068已发货。")
