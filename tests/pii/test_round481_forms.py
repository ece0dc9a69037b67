"""The four-hundred-and-eighty-first round, found on set 482 (a village's group chat about the rural medical
insurance) once it was retired to the test part: the village accountant speaking by post and surname, the surname
read as the verb "to wish" (会计祝：可以，…), as a social worker or a doctor speaks by theirs."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_accountant_speaking_by_surname():
    assert found("会计祝：可以，转我微信。") == {("PERSON", "祝")}


def test_an_accountant_on_a_day():
    assert found("会计于昨日离职，出纳和会计都换了人。") == set()
