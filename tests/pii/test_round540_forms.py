"""The five-hundred-and-fortieth round, found on set 541 (an e-mail to a recruiter in Suzhou) once it was retired to
the test part: a recruiter by surname before HR (您好童HR), as before any title, and an employer followed by its
other name in brackets (在Bosch（博世苏州）做了三年), both the firm; a city (华为（深圳）) or a word (（实习）) in
brackets is none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_recruiter_by_surname():
    assert found("您好童HR，看到贵司在招财务主管。") == {("PERSON", "童")}


def test_hr_alone_is_no_one():
    assert found("向HR反映了情况，和HR聊了聊。") == set()


def test_an_employer_and_its_other_name_in_brackets():
    assert found("之前在Bosch（博世苏州）做了三年应收会计。") == {("ORGANIZATION", "Bosch"), ("ORGANIZATION", "博世苏州")}


def test_a_city_or_a_word_in_brackets_after_an_employer():
    assert found("之前在华为（深圳）上班，他在腾讯（实习）工作。") == {("ORGANIZATION", "华为"), ("ORGANIZATION", "腾讯")}
