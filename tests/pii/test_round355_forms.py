"""The three-hundred-and-fifty-fifth round, found on set 356 (a fishing boat's log in Zhoushan) once it was retired to
the test part: a crewman by 小 and his surname, which the tagger ran into the verb after it (小 / 查拉网, "Xiao Zha
was hauling the net"). Read whole the set lost it too: a name found on the next line recurs only as a word of its
own, and here it was half of one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_nickname_run_into_the_verb_after_it():
    assert ("PERSON", "小查") in found("安徽来的小查拉网的时候被缆绳打到手，回来缝了五针。")


def test_a_word_after_xiao_or_lao_is_no_nickname():
    assert found("这是老马拉松选手了。") == set()
    assert found("小时候我们常去河边拉网。") == set()
