"""The three-hundredth round, found on set 301 (a live-in carer from Anhui in Shanghai) once it was retired to the test
part: a kind of firm the tagger called an organisation though none is named (家政公司), and the manager after it by
surname and title, the surname read as a verb (家政公司 / 许 / 经理)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firm_by_its_kind_and_its_manager():
    assert found("家政公司许经理回访：阿姨做得蛮好，雇主满意。") == {("PERSON", "许")}
    assert ("ORGANIZATION", "腾讯公司") in found("他在腾讯公司上班。")
