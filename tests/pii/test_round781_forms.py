"""The seven-hundred-and-eighty-first round, found on set 781 (a counselling session's transcript) once it was retired
to the test part: a friend's nickname of a word opening a turn, then the place she went to work, a passage alone
(来访者：小麦上个月去上海市徐汇区田林街道那边工作了); only a person goes somewhere to work or study."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_nickname_of_a_word_gone_to_work_somewhere():
    assert names("来访者：小麦上个月去上海市徐汇区田林街道那边工作了，我们只能视频。") == {"小麦"}
    assert names("小麦上个月去上海工作了。") == {"小麦"}


def test_a_firm_or_goods_going_somewhere_are_no_one():
    assert names("公司去年去深圳工作，钢材上个月到上海。") == set()
