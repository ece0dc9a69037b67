"""The four-hundred-and-sixth round, found on set 407 (a labour contractor's crew list for a jujube orchard in Aksu)
once it was retired to the test part: a foreman by 老 and his surname in his role's field (带班：老马), which the
tagger reads as "old horse". Writing the test showed the same rule took everyday words for nicknames after 是
(顾客是老人，, 司机是老手。); those are no names now."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_foreman_in_his_roles_field():
    assert found("带班：老马，电话18999017326") == {("PERSON", "老马"), ("CN_MOBILE", "18999017326")}
    assert found("带班的是老马，明天六点出发。") == {("PERSON", "老马")}


def test_everyday_words_after_a_role_are_no_nicknames():
    assert found("负责人是大家，不是某一个人。") == set()
    assert found("顾客是老人，要耐心。") == set()
    assert found("司机是老手。") == set()
