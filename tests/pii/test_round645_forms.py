"""The six-hundred-and-forty-fifth round. Set 645 (a Shanghai lane's neighbours' chat), retired to the test part, showed
nothing to mend; an older miss was mended instead: a village child's warding name after the surname, wherever it
stands (晚上王狗剩来了, the tagger's 王狗 / 剩来), is the whole name; leftovers of a puppy are no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_warding_name_after_its_surname():
    assert found("晚上王狗剩来了。") == {("PERSON", "王狗剩")}


def test_a_puppys_leftovers_are_no_one():
    assert found("我家的小狗剩下的饭。") == set()
