"""The seven-hundred-and-nineteenth round. Set 719 (a Changsha tattoo studio's messages with a customer), once retired
to the test part, had nothing to mend, so an older false alarm of a text read whole was mended: a letter's formal
greeting before its colon (尊敬的HR：…) is no speaker. Someone greeted by surname and title is still found, the surname
alone (尊敬的秦总： → 秦)."""

from __future__ import annotations

from tests.pii.findings import among_chat_turns


def test_a_letters_greeting():
    findings = among_chat_turns("求职信 尊敬的HR：我叫陈嘉怡，现应聘贵司市场专员一职。")
    assert ("PERSON", "陈嘉怡") in findings
    assert not any(value.startswith("尊敬") for _, value in findings)


def test_someone_greeted_by_surname_and_title():
    findings = among_chat_turns("尊敬的秦总：您好，方案已经发到您邮箱。")
    assert ("PERSON", "秦") in findings and not any(value.startswith("尊敬") for _, value in findings)
