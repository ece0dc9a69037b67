"""The eighty-sixth round, found on set 87 (speech turned to text, Sichuan speech) once it was retired to the
test part: a verb that is also a rare surname before a place word is no name (幺爸来家里吃饭)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_verb_before_a_place_word_is_no_name():
    assert names("笔记 今天幺爸来家里吃饭说刘强的车子卖了") == {"刘强"}
