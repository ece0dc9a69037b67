"""The forty-first round, found on set 42 (Cantonese-flavoured chats) once it was retired to the test
part: a room one moves into in a lettered building, a street under a district where someone rents, a
crossing named with 交界, an estate in the title of its residents' group, a kind of centre or a desk in
the slot of an employer, and Cantonese particles and kinship words that are no names."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_room_one_moves_into_in_a_lettered_building():
    assert ("CN_ADDRESS", "C栋412") in found("宿舍调整 刘佳、王敏两人于本周调至C栋412，请舍长协助。")


def test_a_street_under_a_district_where_someone_rents():
    assert ("CN_ADDRESS", "天河区天河北路") in found("我在天河区天河北路租了个单间，每月三千。")
    assert "CN_ADDRESS" not in kinds("周末我们去天河区天河北路逛街吧。")


def test_a_crossing_named_with_jiaojie():
    assert ("CN_ADDRESS", "白云区机场路与云城西路交界") in found("事故记录：2023年5月在白云区机场路与云城西路交界发生碰撞。")


def test_an_estate_in_the_title_of_its_residents_group():
    chat = "【金沙湾租户群】3栋-小陈：今晚停电吗 物业：是的"
    assert found(chat) == {("CN_ADDRESS", "金沙湾"), ("PERSON", "3栋-小陈")}
    assert "CN_ADDRESS" not in kinds("【小区业主群】12栋-王姐：谁家的狗又叫了 物业：收到")


def test_a_kind_of_centre_or_a_desk_is_no_employer():
    assert "ORGANIZATION" not in kinds("我是上个月在心理咨询中心做过咨询的学生。")
    assert "ORGANIZATION" not in kinds("那个号码其实是我们公司前台。")


def test_cantonese_particles_and_kinship_words_are_no_names():
    assert found("佢哋话阿明佢去咗深圳。") == {("PERSON", "阿明")}
    assert "PERSON" not in kinds("我阿嫲成日话我瘦。")
    assert "PERSON" not in kinds("老豆成日饮酒，饮醉就发脾气。")
