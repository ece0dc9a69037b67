"""The twenty-seventh round, found on set 27 once it was retired to the test part: a landlord's
surname after a colon, a marriage registry, long handles in a chat, display names after a room
triple, a dorm named by its campus area, and form fields and parties that are no speakers."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


def test_a_landlords_surname_after_a_colon():
    assert ("PERSON", "詹") in found("请于本月底前搬离。房东：詹")


def test_a_marriage_registry_is_an_agency():
    assert ("ORGANIZATION", "江岸区婚姻登记处") in found("预约时间：12月12日上午 地点：江岸区婚姻登记处")


def test_long_handles_in_a_chat():
    chat = "视频评论 小鹿乱撞：看哭了 喜欢下雨天的蜗牛：我外婆也是这样走的 小鹿乱撞：抱抱"
    assert {("PERSON", "小鹿乱撞"), ("PERSON", "喜欢下雨天的蜗牛")} <= found(chat)


def test_a_display_name_after_a_building_unit_room_triple():
    chat = "【业主群】3-2-601 李叔：谁家在装修？ 物业小张：我去问问"
    assert ("PERSON", "3-2-601 李叔") in found(chat)


def test_a_dorm_named_by_its_campus_area():
    assert ("CN_ADDRESS", "桂园5舍302") in found("我读研的时候住桂园5舍302，四个人一间。")


@pytest.mark.parametrize(
    "text", ["预约信息 男方：略 女方：略", "欺凌事件报告 当事学生：略 涉事学生：略 处理意见：通知家长", "开户行：略 卡号：略"]
)
def test_parties_and_fields_are_no_speakers(text):
    assert "PERSON" not in kinds(text)


def test_a_signers_role_before_a_word_is_no_surname():
    # the review that joined the role lists let 负责人 take 相 of 相对 as a surname (a v1 turn): only a
    # colon after such a role introduces one
    assert "PERSON" not in kinds("兼职那个负责人相对陌生有距离，但如果真的提供机会还是要试试。")
