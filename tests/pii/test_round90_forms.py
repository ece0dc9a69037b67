"""The ninetieth round, found on set 91 (Guangxi and Hainan, Zhuang and Yao names) once it was retired to the
test part: a roster's role run into the name after it (轮机符亚壮), a surname read as a verb speaking after a role
(民宿老板娘蒙姐：), heads of villages, towns and co-operatives as titles (韦社长 is no 社长 elsewhere), a toy
on a phone case (贴着小熊), and 刘三姐 public."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_rosters_role_run_into_the_name():
    text = "渔船船员名单：船长陈海生，身份证号见附件；轮机符亚壮，电话另附；船员吉光明、王大海。"
    assert names(text) == {"陈海生", "符亚壮", "吉光明", "王大海"}


def test_a_surname_read_as_a_verb_speaking_after_a_role():
    assert names("民宿老板娘蒙姐：你好，你订的是大床房") == {"蒙"}


def test_heads_of_villages_and_co_operatives_are_titles():
    found = names("【甘蔗合作社群】 韦社长：明天糖厂开榨。 农卫东：社长，去年的尾款还没结清呢。")
    assert "社长" not in found and "农卫东" in found


def test_a_toy_on_a_phone_case_and_a_folk_heroine_are_no_one():
    assert names("寻手机：手机壳上贴着小熊。捡到的好心人请联系阿杰") == {"阿杰"}
    assert names("刘三姐的山歌，小时候在学校学过好几首。") == set()
