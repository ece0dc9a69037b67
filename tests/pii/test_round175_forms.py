"""The hundred-and-seventy-fifth round, found on set 176 (Lhasa and Shigatse) once it was retired to the test part:
the Tibetan given name 拉巴 before another (拉巴卓玛), and two hospitals joined by 转 kept apart."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION, PERSON
from tests.pii.findings import found


def test_a_referral_between_two_hospitals():
    text = "转诊：患者拉巴卓玛，女，63岁，由江孜县人民医院转西藏自治区人民医院，陪同：女儿央吉。"
    findings = found(text)
    assert {(PERSON, "拉巴卓玛"), (PERSON, "央吉")} <= findings
    assert {value for kind, value in findings if kind == ORGANIZATION} == {"江孜县人民医院", "西藏自治区人民医院"}
