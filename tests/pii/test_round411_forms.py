"""The four-hundred-and-eleventh round, found on set 412 (a Wuhan student's campus forum post after a click-farming
scam) once it was retired to the test part: a roommate by an everyday word, then what she did with someone
(室友团子陪我去…): only a person goes with or helps another."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_peer_by_a_word_doing_something_to_someone():
    assert found("室友团子陪我去保卫处报了案。") == {("PERSON", "团子")}
    assert found("同事骆驼帮我搬家。") == {("PERSON", "骆驼")}


def test_a_peers_thing_is_no_nickname():
    assert found("室友电脑借我用了一下。") == set()
    assert found("同事电脑和我的一样。") == set()
