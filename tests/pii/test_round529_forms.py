"""The five-hundred-and-twenty-ninth round, found on set 530 (a church's prayer list in Wenzhou) once it was retired to
the test part: a church named under its town, its own name read as a noun (塘下镇恩典堂), a congregation as when the
tagger reads it as one more place."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_church_under_its_town_read_as_a_noun():
    assert ("ORGANIZATION", "塘下镇恩典堂") in found("主日聚会照常在塘下镇恩典堂，有事联系执事。")


def test_a_canteen_in_a_town():
    assert found("他在镇上的食堂吃饭。") == set()
