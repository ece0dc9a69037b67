"""The four-hundred-and-ninety-first round, found on set 492 (a Cantonese chat over a subdivided flat's rent) once it
was retired to the test part: one's job in Cantonese, then its firm and what it did to the pay (我份工大快活拖咗糧), the
firm however the tagger cut it; not one's job itself (我份工作很累) nor the pay (佢份工资好低)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_job_in_cantonese_then_its_firm():
    assert ("ORGANIZATION", "大快活") in found("租客阿欣：陳生，我份工大快活拖咗糧，下個禮拜出到就即刻畀。")


def test_a_job_itself():
    assert found("我份工作很累，不想干了。") == set()


def test_the_pay_itself():
    assert found("佢份工资好低。") == set()
