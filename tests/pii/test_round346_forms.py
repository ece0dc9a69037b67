"""The three-hundred-and-forty-sixth round, found on set 347 (a children's dance studio's parents' group in Kunming)
once it was retired to the test part: a parent's display name whose child's name is also a brand (小米妈妈-贺丽华),
dropped as a public name with more after it; a prefix before a dash says it is a chat's display name. Left alone: the
child by that name alone later (小米让她奶奶送), and a college named as the venue of a competition (a school found where
the set labels no one)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_display_name_that_opens_with_a_brand():
    assert found("小米妈妈-贺丽华：我那天要值班，让她奶奶送。") == {("PERSON", "小米妈妈-贺丽华")}


def test_a_brand_then_more_is_still_no_name():
    assert found("小米手机的屏幕碎了。") == set()
