"""The four-hundred-and-eighty-sixth round, found on set 487 (a ride-hailing driver's forum post) once it was retired to
the test part: a plate written with its dot and six characters after it, a new-energy plate's D first (粤B·D57K21);
a post signed in a field (发帖：深夜跑车的老王)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_new_energy_plate_after_its_dot():
    assert ("CN_LICENSE_PLATE", "粤B·D57K21") in found("我车牌粤B·D57K21，等了二十分钟不给加钱还给差评。")


def test_six_characters_without_the_dot_are_no_plate():
    assert found("型号是粤BD57K21X的配件。") == set()


def test_a_post_signed_in_a_field():
    assert ("PERSON", "深夜跑车的老王") in found("发帖：深夜跑车的老王")


def test_a_field_saying_what_was_posted():
    assert found("发帖：求助！") == set()
