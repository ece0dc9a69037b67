"""The six-hundred-and-fifty-third round, found on set 653 (a Wuxi factory's night-shift chat after a worker was hurt)
once it was retired to the test part: a full name whose last character the tagger glued to the hand that was hurt
(戴建 / 军手 / 被压了): the whole name; work gloves worn (戴着军手) are no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_name_glued_to_the_hand_hurt():
    assert ("PERSON", "戴建军") in found("机修-小龚：戴建军手被压了，已经送医院。")


def test_work_gloves_are_no_one():
    assert found("他戴着军手干活。") == set()
