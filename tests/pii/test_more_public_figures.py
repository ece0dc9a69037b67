"""Historical figures, artists and characters of myths, novels, plays and cartoons named in everyday
writing are nobody's personal data (the packaged list grew by 94 names this stop), and a famous name of
three characters the tagger ran into the next word is still famous (林则徐 / 虎门销烟)."""

from __future__ import annotations

import pytest

from tests.pii.findings import names


@pytest.mark.parametrize(
    "text",
    [
        "我最佩服曾国藩，他一辈子都在自省。",
        "齐白石画的虾栩栩如生。",
        "林则徐虎门销烟的故事小学就学过。",
        "司马懿太能忍了，最后赢了。",
        "周朴园这个人物很复杂。",
        "派大星和海绵宝宝是最好的朋友。",
    ],
)
def test_famous_and_fictional_names_are_left_alone(text):
    assert names(text) == set()


def test_a_real_person_named_like_a_two_character_famous_one_is_still_found():
    assert "王菲菲" in names("我同桌王菲菲昨天转学了。")
