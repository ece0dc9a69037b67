"""The seven-hundred-and-seventeenth round, found on set 717 (a Hangzhou marathon's volunteer roster) once it was retired
to the test part, read whole: whom a task is arranged with heading its field (物资对接：…, and set 429's 婚庆对接：…) is
no speaker; the firm and its supervisor after it are still found."""

from __future__ import annotations

from tests.pii.findings import among_chat_turns


def test_whom_a_task_is_arranged_with():
    findings = among_chat_turns("物资对接：杭州禾泽体育发展有限公司的金主管，微信jin_hz2026")
    assert ("PERSON", "金") in findings
    assert not any(value == "物资对接" for _, value in findings)
