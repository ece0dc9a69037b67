"""The seven-hundred-and-forty-first round, found on set 741 (a review of a Chongqing hotpot restaurant on a ratings
app) once it was retired to the test part: a handle of a creature after what it is like rather than where it lives
(辣到流泪的兔子：…), which opens a review as 梧桐树下的猫 opens a post."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_handle_of_a_creature_by_what_it_is_like_opens_a_review():
    assert "辣到流泪的兔子" in names("辣到流泪的兔子：昨晚去吃火锅，锅底好吃，等位等了一个半小时。")
    assert names("慢慢跑的蜗牛：我住厦门，明天到。") == {"慢慢跑的蜗牛"}


def test_a_neighbours_pet_before_a_colon_is_no_handle():
    assert names("邻居家的狗：又叫了一晚上，物业也不管。") == set()
