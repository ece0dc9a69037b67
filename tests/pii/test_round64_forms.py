"""The sixty-fourth round, found on set 65 (public services) once it was retired to the test part: a
surname the tagger read as an adverb in a record's field, an estate's group named for what it is for,
and a neighbour's display name led by building, unit and room without a space."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_surname_read_as_an_adverb_in_a_record_field():
    assert ("PERSON", "常") in found("困难补助审核 经办人：马晓燕 村支书：常书记")
    assert "PERSON" not in kinds("这种事常有，书记说先放一放。")


def test_an_estate_in_the_title_of_a_group_for_one_purpose():
    assert ("CN_ADDRESS", "锦绣城小区") in found("【锦绣城小区团购群】团长：今晚八点截单 2栋-王姐：好的")
    assert "CN_ADDRESS" not in kinds("【我们小区防疫群】楼长：明天核酸 大家：收到")


def test_a_display_name_led_by_building_unit_and_room_without_a_space():
    chat = "【锦绣城业主群】管家：停水通知 5-3-1202赵叔：几点来水 管家：下午四点"
    assert ("PERSON", "5-3-1202赵叔") in found(chat)
