"""The three-hundred-and-thirty-eighth round, found on set 339 (a resident of a Singapore HDB flat writing about a
neighbour's noise) once it was retired to the test part: a Singapore flat with its street's number and its floor and
unit after # (Blk 512 Bedok North Ave 2 #08-117), a town's council named by the town (东海岸市镇理事会), and a school
whose first character the tagger left alone after 在 (在勿洛美华小学读). Found on the way: a firm's name read in a
meeting after 公司 (公司年会开会), a verb, no name."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_singapore_flat_with_its_unit():
    assert found("我住在Blk 512 Bedok North Ave 2 #08-117，楼上那户半夜还在剁东西。") == {
        ("CN_ADDRESS", "Blk 512 Bedok North Ave 2 #08-117")}
    assert ("CN_ADDRESS", "Blk 123 Ang Mo Kio Ave 3 #05-1234 Singapore 560123") in found(
        "地址：Blk 123 Ang Mo Kio Ave 3 #05-1234 Singapore 560123")


def test_a_towns_council():
    assert found("写信给东海岸市镇理事会两次，回复都是叫我们自己沟通。") == {("ORGANIZATION", "东海岸市镇理事会")}


def test_a_schools_first_character_left_alone_after_at():
    assert ("SCHOOL", "勿洛美华小学") in found("我孙女思琪在勿洛美华小学读三年级。")


def test_a_meeting_after_the_word_for_a_firm_is_no_firm():
    assert found("公司年会开会") == set()
    assert found("公司理事会开会") == set()
