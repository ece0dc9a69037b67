"""The twenty-fifth round, found on set 25 once it was retired to the test part: commenters after a
label and a space, a post's author after the platform, a campus dorm in a numbered apartment block,
an urban community named alone, and a county whose first character is a verb."""

from __future__ import annotations

from tests.pii.findings import found


def test_commenters_and_a_posts_author_on_a_microblog():
    post = "微博 早睡早起的阿狸：今天又失眠了。 评论 橘子汽水：抱抱 评论 早睡早起的阿狸：谢谢"
    assert {("PERSON", "早睡早起的阿狸"), ("PERSON", "橘子汽水")} <= found(post)


def test_a_campus_dorm_in_a_numbered_apartment_block():
    text = "学生自述和室友关系紧张，宿舍为西校区7号公寓楼312。"
    assert ("CN_ADDRESS", "西校区7号公寓楼312") in found(text)


def test_an_urban_community_named_alone():
    assert ("CN_ADDRESS", "梅林社区") in found("社区通知：梅林社区将于本周六开展免费体检，请居民带好身份证。")


def test_a_county_whose_first_character_is_a_verb():
    assert ("CN_ADDRESS", "进贤县李渡镇桥头村") in found("我外婆家在进贤县李渡镇桥头村，门口有条小河。")
