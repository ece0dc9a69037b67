"""The five-hundred-and-fifty-fourth round, found on set 555 (a Xiaohongshu note's comments) once it was retired to
the test part: a commenter's handle of a word and a pet name speaking alone (山城小鹿：…), where the tagger read only
the pet name; a reply's author opening its line before whom it answers (甜甜圈不甜 回复 山城小鹿：…). A heading of a
summary or a group (会议小结：, 我们小组：, 健康小屋：) is no one."""

from __future__ import annotations

import pytest

from tests.pii.findings import found


def test_a_commenters_handle_speaking_alone():
    assert found("山城小鹿：请问挂号难不难？我也是结节4a。") == {("PERSON", "山城小鹿")}


def test_a_replys_author_and_whom_it_answers():
    assert found("甜甜圈不甜 回复 山城小鹿：提前一周在公众号上抢。") == {("PERSON", "甜甜圈不甜"), ("PERSON", "山城小鹿")}


@pytest.mark.parametrize("heading", ["会议小结：下周继续。", "我们小组：三个人。", "健康小屋：每周二开放。"])
def test_a_heading_is_no_one(heading):
    assert found(heading) == set()


def test_a_role_before_a_pet_name_speaking_alone():
    assert found("客服小美：您好，请问有什么可以帮您？") == {("PERSON", "小美")}
