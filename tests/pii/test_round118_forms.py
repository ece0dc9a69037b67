"""The hundred-and-eighteenth round, found on set 119 (looking for work in Wuhan, Changsha and Nanchang) once it
was retired to the test part: a former employer named without a colon (前雇主南昌欧菲光科技，), a manager's
surname the tagger read as a number (上级万 / 经理), what a chat group's owner says read as a handle in a
role's field (群主：别发广告哈), and a firm's recruiting talk read as a firm (美的宣讲会). Left: a firm one
applied to, which the tagger ran into the post's name (湖南中联重科管培 / 生), and the school where an exam
is sat, which the tool removes as a school."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_a_former_employer_without_a_colon_and_a_managers_surname_read_as_a_number():
    text = "背调电话记录：候选人熊子轩，前雇主南昌欧菲光科技，直属上级万经理评价：踏实肯干，离职原因是家里有事。"
    assert (ORGANIZATION, "南昌欧菲光科技") in found(text)
    assert names(text) == {"熊子轩", "万"}


def test_a_sum_of_money_is_no_surname():
    assert names("他欠了三万经理也不管。") == set()


def test_what_a_group_owner_says_and_a_recruiting_talk_are_no_one():
    text = "【25届秋招互助群】 一颗柠檬：有人去了美的宣讲会吗？ 阿泽：去了，笔试题挺难的 群主：别发广告哈"
    assert names(text) == {"一颗柠檬", "阿泽"}
    assert not any(kind == ORGANIZATION for kind, _ in found(text))
