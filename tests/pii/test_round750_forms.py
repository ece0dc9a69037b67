"""The seven-hundred-and-fiftieth round, found on set 750 (a Nanchang mother's notes for a new nanny) once it was
retired to the test part: a baby's doubled nickname that the dictionary knows as a common noun (团团, "in a ring"),
opening a clause before what only a baby does (团团早上七点喝奶)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_babys_common_doubled_nickname_before_what_a_baby_does():
    assert names("喻阿姨：团团早上七点喝奶，180毫升，水温五十度。") == {"喻", "团团"}


def test_a_doubled_adverb_before_the_same_is_no_name():
    assert names("天天喝奶长得快。") == set()
    assert names("天天说要减肥，又不运动。") == set()
