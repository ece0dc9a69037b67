"""The six-hundred-and-forty-fourth round, a mend seen while reading set 644's findings after round 643 (no miss, a
span too long): a compound surname before a title (欧阳女士, 司马老师) is the surname alone, as a single surname before
a title is; a compound surname before a given name is still the whole name (澹台明月)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_compound_surname_before_a_title_is_the_surname():
    assert found("拉了一位欧阳女士。") == {("PERSON", "欧阳")}
    assert found("司马老师来了。") == {("PERSON", "司马")}


def test_a_compound_surname_before_a_given_name_is_the_whole_name():
    assert found("澹台明月来了。") == {("PERSON", "澹台明月")}
