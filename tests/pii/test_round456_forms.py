"""The four-hundred-and-fifty-sixth round, found on set 457 (a counselling hotline call from a widower) once it was
retired to the test part: a pseudonym said as one before the name (化名林溪), already not the person's name, as one
said after it is (冉冉（化名）)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_pseudonym_said_before_it():
    assert found("咨询员（工号 0317，化名林溪）：大爷您好，您慢慢说。") == set()
    assert found("当事人化名为周雨，今年十六岁。") == set()


def test_a_name_beside_a_pseudonym():
    assert ("PERSON", "孙秀芝") in found("俺老伴孙秀芝去年走的，咨询员化名林溪。")
