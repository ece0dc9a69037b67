"""The seven-hundred-and-fifteenth round. Set 715 (a Harbin used-car sale agreement), once retired to the test part, had
nothing to mend, so two older false alarms of texts read whole were mended: how a relation's message came (妈妈微信：…)
and the body a letter is addressed to (致南京脑科医院心理科：…) are no speakers; the hospital is then found as itself."""

from __future__ import annotations

from tests.pii.findings import among_chat_turns


def test_how_a_relations_message_came():
    findings = among_chat_turns("妈妈微信：雨晴，慕尼黑冷不冷？")
    assert ("PERSON", "雨晴") in findings and not any(value == "妈妈微信" for _, value in findings)


def test_the_body_a_letter_is_addressed_to():
    findings = among_chat_turns("致南京脑科医院心理科：我中心来访者闵思涵，建议进一步评估。")
    assert ("ORGANIZATION", "南京脑科医院") in findings
    assert not any(value.startswith("致") for _, value in findings)
