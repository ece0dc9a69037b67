"""The three-hundred-and-seventy-fifth round, found on set 376 (a township social worker's visit log in rural
Shandong) once it was retired to the test part: a neighbour called by what he is like, an everyday word the tagger
reads as a noun (邻居二愣子每天早上过来看一眼), after a peer and before when he comes and what he does; new module
`word_nicknames`."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_neighbour_called_by_what_he_is_like():
    assert found("邻居二愣子每天早上过来看一眼，帮着挑水。") == {("PERSON", "二愣子")}


def test_a_kind_of_person_after_a_peer_names_no_one():
    assert found("邻居老头子每天早上过来。") == set()
    assert found("同事孩子每天都来公司。") == set()
