"""The three-hundred-and-forty-first round, found on set 342 (a mothers' forum thread in Hangzhou about a postnatal
nanny) once it was retired to the test part: a post's author opening its header before when it was posted
(钱塘江边的小鱼 发表于 …), and a pet name said to be one in brackets after it (我家糯米（宝宝小名）)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_posts_author_before_when_it_was_posted():
    assert found("钱塘江边的小鱼 发表于 2026-11-21：坐标滨江，生完娃请了月嫂。") == {("PERSON", "钱塘江边的小鱼")}


def test_a_pet_name_said_to_be_one_in_brackets():
    assert found("我家糯米（宝宝小名）黄疸高，医生让多喂奶。") == {("PERSON", "糯米")}
