"""The sixty-fifth round, found on set 66 (relationships and help-seeking) once it was retired to the test
part: a nickname that is an everyday word, between a relation and what only a person does."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_nickname_that_is_a_word_before_what_only_a_person_does():
    assert ("PERSON", "柚子") in found("我室友柚子上周失恋了，天天在宿舍哭。")
    assert ("PERSON", "豆子") in found("我同事豆子说她下个月结婚。")


def test_a_common_thing_before_the_same_verbs_is_no_name():
    assert "PERSON" not in kinds("我妈房子说卖就卖了。")
    assert "PERSON" not in kinds("我朋友嘴巴说不要，心里还是想去。")
