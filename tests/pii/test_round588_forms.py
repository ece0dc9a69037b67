"""The five-hundred-and-eighty-eighth round, found on set 589 (a woman's online consultation with a lawyer about a
divorce in Shenyang) once it was retired to the test part: a husband's full name whose surname is a preposition, read
as one, right after the relation (我老公于洪斌结婚八年); 于是 and 向来 after a relation no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_name_led_by_a_preposition_after_a_relation():
    assert found("我和我老公于洪斌结婚八年。") == {("PERSON", "于洪斌")}


def test_a_conjunction_or_an_adverb_after_a_relation_is_no_one():
    assert found("我妈于是就走了。") == set()
    assert found("我妈向来不管。") == set()
