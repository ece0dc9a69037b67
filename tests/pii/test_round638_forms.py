"""The six-hundred-and-thirty-eighth round, found on set 639 (a Xiamen primary school's parents' group) once it was
retired to the test part: what is done for a relation, a verb and its object (给孩子带水和帽子), is no given name, which
changed a clean passage; a given name after a relation is still found."""

from __future__ import annotations

from tests.pii.findings import found


def test_what_is_done_for_a_child_is_no_name():
    assert found("记得给孩子带水和帽子，不要带零食太多。") == set()


def test_a_given_name_after_a_relation_is_still_found():
    assert ("PERSON", "立军") in found("儿子立军从小就皮。")
