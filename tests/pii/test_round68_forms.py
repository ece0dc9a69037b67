"""The sixty-eighth round, found on set 69 (work and community, with Hui and Mongolian names) once it was
retired to the test part: a Mongolian given name the tagger cut into characters, a QQ number in groups of
digits, an estate on its road in its district with its gate, and a road whose name the tagger read as a
verb before its house number."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_mongolian_given_name_however_the_tagger_cut_it():
    assert ("PERSON", "其其格") in found("病假条 本人苏日娜因母亲其其格做手术，请假两天。")
    assert "PERSON" not in kinds("今天乌云密布，看样子要下雨。")


def test_a_qq_number_in_groups_of_digits():
    assert ("QQ_NUMBER", "2873 341 590") in found("有问题加我QQ 2873 341 590，晚上在线")


def test_an_estate_on_its_road_in_its_district_with_its_gate():
    assert ("CN_ADDRESS", "青山区幸福路锦绣小区东门") in found("外卖备注：放青山区幸福路锦绣小区东门快递柜，谢谢")


def test_a_road_named_by_a_verb_before_its_number():
    assert ("CN_ADDRESS", "沧州市运河区建设北街66号") in found("我家在沧州市运河区建设北街66号。")
