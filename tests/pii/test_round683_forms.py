"""The six-hundred-and-eighty-third round: set 683 (a Nanning bus driver's letter) retired to the test part with nothing
to mend, so a form seen beside round 673's was mended: a name the tagger read with the part of the body hurt glued to it
(我同事小王手受伤了) ends before the part; the words of the body and of hurt are one list in the lexicon, which the
rules of a full name, a nickname and a tagged name share."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_body_part_hurt_is_no_part_of_the_name():
    assert found("我同事小王手受伤了。") == {("PERSON", "小王")}
    assert found("戴建军手被压了。") == {("PERSON", "戴建军")}
