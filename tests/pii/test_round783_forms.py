"""The seven-hundred-and-eighty-third round, found on set 783 (a Hangzhou mother's forum posts) once it was retired to
the test part: a post signed on its own line as the parent of a child named (——一诺妈妈在杭州), whose child's name is
what LABELLING takes from a parent's display name; this rule leaves a child by birth order (二宝), which LABELLING
leaves too."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_post_signed_as_a_childs_parent():
    assert names("有没有经历过的家长，学校不作为的话下一步该找谁？\n——一诺妈妈在杭州") == {"一诺"}


def test_a_signature_without_a_parent_is_left_to_other_rules():
    assert names("——孩子爸爸") == set()
    assert names("——鲁迅") == set()
