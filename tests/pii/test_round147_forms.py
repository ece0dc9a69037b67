"""The hundred-and-forty-seventh round, found on set 148 (Guangxi, Zhuang and Han names) once it was retired to the
test part: a village after its town where the tagger read both as pronouns (那 opens many Zhuang place names), a
hamlet's own group chat, a Zhuang name joined to a found one, and a given name at the start of a word the tagger
called an organisation."""

from __future__ import annotations

from heartbench.pii.recognizers import ADDRESS, PERSON
from tests.pii.findings import found, kinds


def test_a_village_after_its_town_read_as_pronouns():
    text = "申请人：韦秀兰，女，1979年生，住百色市田阳区那满镇那塘村；被申请人：覃光明"
    assert (ADDRESS, "百色市田阳区那满镇那塘村") in found(text)


def test_a_hamlets_own_group_chat():
    assert (ADDRESS, "那坡屯") in found("那坡屯群 蓝志强：明天修路每户出一个人，早上七点集合。")
    assert (ADDRESS, "桥头村") in found("【桥头村村民群】 王叔：今晚开会。")
    assert ADDRESS not in kinds("我们村群里说明天停水。")


def test_a_name_joined_to_a_found_one():
    assert (PERSON, "特强") in found("三月三歌圩那天，达英和特强对歌对到半夜。")
    assert not [value for kind, value in found("周末达英和同学去爬山。") if value == "同学"]


def test_a_given_name_opening_a_word_read_as_an_organisation():
    assert (PERSON, "达美") in found("家访记录：农达美阿婆不识字，签字由达美代签。")
