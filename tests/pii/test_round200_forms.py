"""The two-hundredth round, found on set 201 (a night shift's handover on a surgical ward in Nanjing) once it was
retired to the test part: a relative's given name before a verbal noun (家属储 / 红梅 / 陪护), a surname joined to the
verb before it (已遵焦 / 医生医嘱), a patient by bed, surname and title (21床万大爷), the head nurse speaking by role and
surname (护士长缪：), and a roster right after 值班 whose first name is a word too (今晚值班甘露、柏静怡)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_relatives_given_name_before_a_verbal_noun():
    assert "储红梅" in names("夜间吸氧，家属储红梅陪护，电话13951827406。")


def test_a_surname_joined_to_the_verb_before_it():
    assert "焦" in names("15床诉切口疼痛，已遵焦医生医嘱予止痛。")


def test_a_patient_by_bed_surname_and_title():
    assert "万" in names("21床万大爷的儿子来电，说明天上午来办出院。")


def test_speaking_by_role_and_surname():
    assert "缪" in names("护士长缪：今晚有事打科室电话。")


def test_a_roster_right_after_its_duty():
    assert {"甘露", "柏静怡"} <= names("护士长：今晚值班甘露、柏静怡，有事打科室电话。")
    assert not names("今晚值班医生、护士都到齐了。")  # roles, not names
