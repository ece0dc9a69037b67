"""The forty-third round, found on set 44 (Shanghai, Suzhou, Hangzhou) once it was retired to the test
part: a given name ending in 阿 the tagger cut short, neighbours' display names led by a house number,
a post's author before its comments, a surname and a title before a phone number, the school in a
reunion's title, a surname joined to the week before a title, a kind of hospital every town has, a
relation after 老伴, and Shanghainese words that name no one."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_given_name_ending_in_a_that_the_tagger_cut_short():
    assert ("PERSON", "濮阿大") in found("病人濮阿大，男，81岁，独居。")


def test_neighbours_display_names_led_by_a_house_number():
    chat = "【楼道群】15号-沈伯伯：明天停水吗 2号302-陆阿姨：是的 居委小周：上午九点到十二点"
    assert found(chat) == {("PERSON", "15号-沈伯伯"), ("PERSON", "2号302-陆阿姨"), ("PERSON", "小周")}


def test_a_posts_author_before_its_comments():
    assert ("PERSON", "半夏微凉") in found("作者：半夏微凉 评论 一只海鸥：抱抱")


def test_a_surname_and_title_before_a_phone_number():
    assert ("PERSON", "糜") in found("联系人：糜老师13917365208。")


def test_the_school_in_a_reunions_title():
    assert ("SCHOOL", "南大") in found("【南大05届同学会】各位同学：聚会定在下月")


def test_a_surname_joined_to_the_week_before_a_title():
    assert found("上周花老师找我谈话了。") == {("PERSON", "花")}


def test_a_kind_of_hospital_every_town_has_names_none():
    assert "ORGANIZATION" not in kinds("明早九点社区医院免费量血压。")


def test_a_name_after_laoban_and_shanghainese_words():
    assert ("PERSON", "储国良") in found("我老伴储国良去年走了。")
    assert "PERSON" not in kinds("阿拉上海人讲究吃。")
