"""The three-hundred-and-twenty-first round, found on set 322 (a Chinese doctoral student in Munich) once it was retired
to the test part: a customs office's name before its street (Zollamt München-Nord, Domagkstraße 8), and how a message
came read as a name after the relation who sent it (妈妈微信：…); the ways a message comes (微信, 短信, 语音 …) are no
names."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_an_offices_name_before_its_german_street():
    assert ("CN_ADDRESS", "Zollamt München-Nord, Domagkstraße 8") in found("客服让我去Zollamt München-Nord, Domagkstraße 8取。")


def test_how_a_message_came_is_no_name():
    assert names("妈妈微信：雨晴，慕尼黑冷不冷？羽绒服收到没有？") == {"雨晴"}
