"""The hundred-and-tenth round, found on set 111 (pets and the people around them) once it was retired to the
test part: a group chat whose handle ends in a number (猫奴一号) was read as a form with a field ending in 号,
so no speaker was taken; a nickname of 小 and a surname that is also a word (小于, 'less than') speaking; and a
form's field made of a role and what it asks (领养人承诺) was read as a speaker. Left: pets the tool removes
as people (旺财, Coco) and a pet hospital named as where a stray cat is taken."""

from __future__ import annotations

from tests.pii.findings import names


def test_speakers_of_a_group_chat_whose_handle_ends_in_a_number():
    text = "【流浪猫救助群】 猫奴一号：今天又在小区门口发现两只小猫。 十一：我明天带去绝育。 林老师：费用我出一半。"
    assert names(text) == {"猫奴一号", "十一", "林"}


def test_a_form_numbering_its_rows_has_no_speakers():
    assert names("排班表 一号：早班 二号：晚班") == set()


def test_a_nickname_that_is_a_word_too_speaking():
    assert names("今天做了三台手术。小于说她男朋友阿峰下周来看她。") == {"小于", "阿峰"}


def test_a_teacher_speaking_is_no_one():
    assert names("上课前。老师说明天要考试。") == set()


def test_a_role_and_what_the_form_asks_of_it_is_a_field():
    text = "领养协议 送养人：王思琪 领养人：林浩 领养人承诺：不弃养，定期打疫苗。"
    assert names(text) == {"王思琪", "林浩"}
