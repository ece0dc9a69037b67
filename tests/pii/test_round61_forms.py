"""The sixty-first round, found on set 62 (Nanning, Liuzhou, Haikou, Wuxi, Changzhou) once it was retired to
the test part: a birthday without its year, where retired staff worked, a workplace the tagger took for a
person, a nickname with a time word before 又, diseases named after people, and a drama's characters."""

from __future__ import annotations

from tests.pii.findings import found, kinds, people


def test_a_birthday_without_its_year():
    assert ("DATE_OF_BIRTH", "8月3日") in found("会员登记 姓名：邹丽华 生日：8月3日 积分：1200")
    assert "DATE_OF_BIRTH" not in kinds("8月3日开会，请准时参加。")


def test_where_retired_staff_worked():
    assert ("ORGANIZATION", "常州市第二中学") in found("原常州市第二中学退休教师座谈会定于周五举行。")


def test_a_workplace_the_tagger_took_for_a_person():
    assert ("ORGANIZATION", "柳钢") in found("我表叔在柳钢当焊工。")


def test_a_nickname_with_a_time_word_before_again():
    pairs = [("我", "r"), ("同桌", "n"), ("猴子", "n"), ("今天", "TIME"), ("又", "d"), ("被", "p"), ("老师", "n"), ("骂", "v")]
    assert people("我同桌猴子今天又被老师骂", pairs) == ["猴子"]


def test_diseases_named_after_people_and_a_dramas_characters():
    assert "PERSON" not in kinds("【阿尔茨海默照护者群】大家好，今天分享护理经验。")
    assert "PERSON" not in kinds("看了《繁花》，宝总和玲子那段很好看。")
