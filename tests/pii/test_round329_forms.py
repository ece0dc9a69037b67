"""The three-hundred-and-twenty-ninth round, found on set 330 (a car owners' forum thread in Hefei) once it was
retired to the test part: a thread's author written right after 楼主 at the start of a line, without a space
(楼主包河区的老甘：…); not what the author does there (楼主补充一下：) nor a reply to them (楼主好惨啊：)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_author_joined_to_the_word_for_one():
    assert ("PERSON", "包河区的老甘") in found("楼主包河区的老甘：去年十月买了辆朗逸，表显四万公里。")


def test_what_the_author_does_or_a_reply_names_no_one():
    assert found("楼主补充一下：车是去年买的。") == set()
    assert found("楼主好惨啊：唉，我也被坑过。") == set()
