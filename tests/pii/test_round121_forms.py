"""The hundred-and-twenty-first round, found on set 122 (counselling dialogues, A and B on a line) once it was
retired to the test part: the firm that laid someone off (被杭州有赞科技裁了), a lane in Tianjin read as a verb
and a place word (西康路增进 / 里 / 6号), a numbered school whose number the tagger read into the city (成都七 /
中), someone called by a nickname between 叫 and 的人 (一个叫疤脸强的人), a relative's name with their home glued
to it (我舅舅尤建军家), and a kindergarten named by two everyday words (金色童年幼儿园)."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, ORGANIZATION, SCHOOL
from tests.pii.findings import found, names


def test_the_firm_that_laid_someone_off():
    assert (ORGANIZATION, "杭州有赞科技") in found("A：我上个月被杭州有赞科技裁了，三十五岁，房贷还有二十年。")
    assert not any(kind == ORGANIZATION for kind, _ in found("我被公司裁了，又被老板骂了一顿。"))


def test_a_lane_in_tianjin():
    text = "A：老伴走了半年了，我一个人住在和平区南营门街道西康路增进里6号，晚上睡不着。"
    assert (ADDRESS, "和平区南营门街道西康路增进里6号") in found(text)


def test_a_numbered_school_whose_number_was_read_into_the_city():
    assert (SCHOOL, "成都七中") in found("A：只有小鹿知道，她是我在成都七中的同桌，她让我来找你的。")


def test_a_nickname_between_jiao_and_de_ren_and_a_relatives_home():
    text = "他欠了一个叫疤脸强的人三万块。A：我住在我舅舅尤建军家，电话是13881746250。"
    assert names(text) == {"疤脸强", "尤建军"}
    assert names("有个叫什么的人来过，我舅舅家住在城里。") == set()


def test_a_kindergarten_named_by_two_everyday_words():
    assert (SCHOOL, "金色童年幼儿园") in found("A：我女儿果果在金色童年幼儿园总被一个叫浩浩的小朋友推。")
    assert not any(kind == SCHOOL for kind, _ in found("孩子在乡村寄宿幼儿园上学。"))
