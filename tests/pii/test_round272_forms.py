"""The two-hundred-and-seventy-second round, found on set 273 (a night-market food stall in Changsha) once it was
retired to the test part: a delivery to a school's dormitory and room, one address through the school (…南方中学宿舍
3栋205; set 33 labels 广西大学西校园15栋 so), and a sister addressed by her given name at the start of a message
(发微信：春梅，今天又卖了…)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_schools_dormitory_and_room_is_one_address():
    text = "臭豆腐多放辣，放到岳麓区麓山路南方中学宿舍3栋205，电话17375921408。"
    assert ("CN_ADDRESS", "岳麓区麓山路南方中学宿舍3栋205") in found(text)
    assert ("CN_ADDRESS", "广西大学西校园15栋") in found("送到广西大学西校园15栋。")
    assert ("SCHOOL", "南方中学") in found("我在南方中学读初二。")


def test_a_sister_addressed_at_a_messages_start():
    assert "春梅" in names("老婆易春兰给她妹妹发微信：春梅，今天又卖了两千多，就是腰疼得直不起来。")
