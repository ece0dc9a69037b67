"""The seven-hundred-and-eighteenth round, found on set 718 (a Jinjiang grandmother's voice messages in Minnan words) once
it was retired to the test part: Minnan's 汝 ("you") before a verb, read by the tagger as the rare surname 汝 with the
verb for a given name (汝帮阿嬷转给伊). The tagger is shown 你 there; before a given name 汝 is still a surname."""

from __future__ import annotations

from tests.pii.findings import found


def test_minnan_you_before_a_verb():
    findings = found("红包阿嬷已经包好了，一千二，汝帮阿嬷转给伊，伊的卡号是6214830215762948。")
    assert not any(entity == "PERSON" for entity, _ in findings)


def test_the_surname_before_a_given_name():
    assert ("PERSON", "汝建国") in found("我同事汝建国说明天不来了。")
