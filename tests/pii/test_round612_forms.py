"""The six-hundred-and-twelfth round, found on set 613 (a family's group chat at a father's bedside in Guangzhou) once
it was retired to the test part: the one relieved at the bedside by a given name (我晚上过去换国栋，); changing a bulb
(过去换灯泡，) no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_one_relieved_by_a_given_name():
    assert ("PERSON", "国栋") in found("我晚上过去换国栋，护工白天在，晚上我守。")


def test_changing_a_thing_is_no_one():
    assert found("我过去换灯泡，你等一下。") == set()
