"""The seven-hundred-and-fifty-ninth round, found on set 759 (a Taichung cram school's LINE messages with a mother)
once it was retired to the test part: the pupil by given name right after the teacher greets the mother (陳媽媽您好，
品妤這次段考…), which the tagger read as a verb, and 妤, a character of girls' names since the 1990s."""

from __future__ import annotations

from tests.pii.findings import names


def test_the_child_after_the_parent_is_greeted():
    assert names("Amy老師：陳媽媽您好，品妤這次段考數學進步了12分喔！") == {"Amy", "陳", "品妤"}
    assert names("李爸爸你好，浩然今天表现不错。") == {"李", "浩然"}


def test_a_common_word_after_the_greeting_is_left():
    assert names("王妈妈您好，明天家长会改到周五。") == {"王"}
