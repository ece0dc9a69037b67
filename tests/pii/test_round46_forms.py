"""The forty-sixth round, found on set 47 (Hunan, Jiangxi, Guangxi, Hainan) once it was retired to the test
part: a parent called by the family's surname, a surname tagged alone before a given name the dictionary
lists as a place or a date, a child given as an example after 像, a death date after 先生于, and a
poet named by a line of theirs."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_parent_called_by_the_familys_surname():
    assert ("PERSON", "易") in found("家教留言 易妈妈您好，子轩这周进步很大。")


def test_a_surname_tagged_alone_before_a_given_name_that_is_a_place_or_a_date():
    assert ("PERSON", "卿建国") in found("其继承人卿建国、卿美华依法继承其遗产。")
    assert "PERSON" not in kinds("我家孩子最崇拜钟南山爷爷。")  # 钟 / 南山 is a public figure


def test_a_child_given_as_an_example_after_xiang():
    assert ("PERSON", "黄小妹") in found("我们班像黄小妹的爸妈已经三年没回家了。")
    assert "PERSON" not in kinds("我觉得我像樊胜美一样，什么都要靠自己。")


def test_a_death_date_after_xiansheng_yu_is_no_birthday():
    assert "DATE_OF_BIRTH" not in kinds("卿德厚先生于2023年7月去世。")
    assert ("DATE_OF_BIRTH", "1990年5月") in found("我出生于1990年5月。")


def test_a_poet_named_by_a_line_of_theirs():
    assert "PERSON" not in kinds("想起王勃的“落霞与孤鹜齐飞”，心里很静。")
