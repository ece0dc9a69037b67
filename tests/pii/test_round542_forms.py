"""The five-hundred-and-forty-second round, found on set 543 (a missing-person notice in a county's group chat) once
it was retired to the test part: a display name prefixed by the speaker's street or village (老街-小娟), whole as with a
building's prefix; after a role (物业-小钱) only the name is theirs."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_display_name_by_its_street():
    assert found("老街-小娟：已转，昨天下午好像在公园门口见过一个老人。") == {("PERSON", "老街-小娟")}


def test_a_display_name_after_a_role():
    assert found("物业-小钱：明天上午停水。") == {("PERSON", "小钱")}
