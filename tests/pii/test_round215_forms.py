"""The two-hundred-and-fifteenth round, found on set 216 (tea growers in Anxi) once it was retired to the test part: a
post the lexicon lists as a title and a surname, one word before a colon (合作社会计柯：…)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_titled_post_and_a_surname_in_one_word_before_a_colon():
    assert names("合作社会计柯：这个月的茶款已经打到各户的卡上了。") == {"柯"}
