"""The sixty-seventh round, found on set 68 (daily paperwork and chat) once it was retired to the test part:
an estate someone goes home to, an estate's building by a letter, a surname read as a verb after a record's
role, a name typed with a space in a form, a rural nickname taken somewhere, a CV's fields and a roster's
day and time that are no speakers, and a museum the tagger took for an organisation."""

from __future__ import annotations

from tests.pii.findings import found, kinds, names


def test_an_estate_someone_goes_home_to():
    assert ("CN_ADDRESS", "沙坪坝金沙港湾") in found("下班打车回沙坪坝金沙港湾，堵了一个小时。")


def test_an_estates_building_by_a_letter():
    assert ("CN_ADDRESS", "贵州省遵义市汇川区珠海路宏达名都B栋1703") in found("地址：贵州省遵义市汇川区珠海路宏达名都B栋1703")


def test_a_surname_read_as_a_verb_after_a_records_role():
    assert ("PERSON", "付光明") in found("调解笔录 申请人付建军与被申请人付光明系兄弟关系。")


def test_a_name_typed_with_a_space_in_a_form():
    assert ("PERSON", "冉 秀英") in found("姓名:冉 秀英 电话 135 9402 7718")


def test_a_rural_nickname_taken_somewhere():
    assert ("PERSON", "二毛") in found("朋友圈：带二毛去舅舅家过周末")
    assert "PERSON" not in kinds("出门只带了二毛钱。")


def test_a_cvs_fields_and_a_rosters_times_are_no_speakers():
    cv = "个人简历 姓名：甘露露 教育经历：2015-2019 某大学 工作经历：2019至今 销售"
    assert names(cv) == {"甘露露"}
    roster = "值班表 周六上午：戴文博、邝敏 周日下午：晏欣"
    assert names(roster) == {"戴文博", "邝敏", "晏欣"}


def test_a_museum_visited_is_no_organisation():
    assert "ORGANIZATION" not in kinds("周末去自贡看了恐龙博物馆，小朋友很喜欢。")
