"""The seven-hundred-and-seventy-fifth round, found on set 775 (a Liangshan teacher's note of a home visit) once it
was retired to the test part: a Yi clan name and a given name, then what that one did (姐姐吉克曲布翻译), where only a
pause or a word that follows names ended the name, and the clan name alone was found."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_yi_name_before_what_that_one_did():
    assert names("家访时由阿呷的姐姐吉克曲布翻译。") == {"阿呷", "吉克曲布"}
    assert names("阿苏日哈介绍说村里通了路。") == {"阿苏日哈"}


def test_a_clan_name_before_a_word_is_the_name_alone():
    assert names("马海今天回家。") == {"马海"}
