"""The two-hundred-and-forty-seventh round, found on set 248 (a bulletin-board thread from Taiwan) once it was retired
to the test part: the poster's nickname in brackets after the user id in the header (作者 rainyday0317 (下雨天)), the
user id of each push, boo or reply under a post (推 catlover88: …, 噓 zzz_king: …, → rainyday0317: …), and a district
office of Taiwan one goes to (文山區公所)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_posters_nickname_after_the_id():
    text = "作者 rainyday0317 (下雨天) 看板 Rent_tpe 標題 [問題] 房東簡先生不還押金怎麼辦"
    assert {"rainyday0317", "下雨天"} <= names(text)


def test_the_ids_under_a_post():
    assert names("推 catlover88: 冷氣自然損耗不能扣押金") == {"catlover88"}
    assert names("噓 zzz_king: 自己不看合約怪誰") == {"zzz_king"}
    assert names("→ rainyday0317: 我有看啊 是他說冷氣壞了要扣錢") == {"rainyday0317"}


def test_a_district_office_of_taiwan():
    assert ("ORGANIZATION", "文山區公所") in found("推 catlover88: 去文山區公所申請調解 很有用")
