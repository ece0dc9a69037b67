"""The six-hundred-and-thirty-first round. Set 632 (a landlady's notice in Harbin), retired to the test part, showed
nothing to mend; an older miss was mended instead: a boss by surname and 总 where the tagger read the surname as a
firm and 总 as "always" (晚上万总请吃饭); someone always doing something stays no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_boss_by_surname_read_as_always():
    assert found("晚上万总请吃饭。") == {("PERSON", "万")}


def test_always_after_a_pronoun_or_a_nickname_is_an_adverb():
    assert found("他总请客。") == set()
    assert found("晚上小王总请客。") == {("PERSON", "小王")}
