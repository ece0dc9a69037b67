"""The sixty-ninth round, found on set 70 (young people online and on campus) once it was retired to the
test part: a surname said outright, a counsellor by surname and title, a dorm room someone is from, a
profile's nickname, a girl called by her name and 妹, a friend tagged a person after 跟, a teacher read as
a verb after a diary's weather, a clinic's fields, and a game character with a compound surname."""

from __future__ import annotations

from tests.pii.findings import found, kinds, names


def test_a_surname_said_outright():
    assert ("PERSON", "罗") in found("那家修车铺挺靠谱的，师傅姓罗")


def test_a_counsellor_by_surname_and_title_and_the_room_she_is_from():
    note = "情况说明 严辅导员：我是12栋306的苏晴，室友经常半夜打游戏。"
    assert ("PERSON", "严") in found(note)
    assert ("CN_ADDRESS", "12栋306") in found(note)


def test_a_profiles_nickname():
    assert ("PERSON", "南风知意") in found("交友资料 昵称：南风知意 年龄：26 职业：护士")


def test_a_girl_called_by_her_name_and_mei():
    assert ("PERSON", "冬妹") in found("妈：我在厂里挺好的。冬妹还好吗？她上次说腰疼。")
    assert "PERSON" not in kinds("表妹还好吗？好久没见了。")


def test_a_friend_after_gen_and_a_teacher_after_the_weather():
    assert ("PERSON", "可可") in found("10月12日 晴 今天跟可可在橘子洲头拍照。")
    assert ("PERSON", "顾") in found("10月19日 阴 顾老师说我的作文可以投稿。")


def test_a_clinics_fields_and_a_game_character():
    intake = "门诊初诊 姓名：温子墨 主诉：失眠 陪诊：父亲温建 接诊：祁医生"
    assert names(intake) == {"温子墨", "温建", "祁"}
    assert "PERSON" not in kinds("周末在家打了一天原神，钟离真的好用。")
