"""The four-hundred-and-fifth round, found on set 406 (a bride's complaint about a wedding photo studio in Changsha)
once it was retired to the test part: a husband's surname the tagger glued to the relation before it (老公易 / 子轩):
the whole name. The payee masked by the app (*敏) stays a finding: what is left of a masked name is still removed."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_glued_to_the_relation_before_it():
    assert found("我和老公易子轩十月办的婚礼。") == {("PERSON", "易子轩")}
    assert found("我和妈妈说了。") == set()
