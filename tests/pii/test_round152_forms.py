"""The hundred-and-fifty-second round, found on set 153 (car accidents and insurance claims) once it was retired to
the test part: an officer's surname the tagger kept at the end of the police unit before the title."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION, PERSON
from tests.pii.findings import found


def test_a_surname_glued_to_the_end_of_an_organisation():
    text = "处理民警：郑州市公安局交通警察支队三大队冉警官，警号042187。"
    findings = found(text)
    assert (PERSON, "冉") in findings
    assert (ORGANIZATION, "郑州市公安局交通警察支队三大队") in findings
