"""The hundred-and-twenty-eighth round, found on set 129 (money in Fujian and Zhejiang) once it was retired to the
test part: a school someone retired from is their employer (在晋江市安海镇中心小学退休), typed so."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found


def test_a_school_one_retired_from_is_the_employer():
    text = "被害人陈述：我叫洪志明，今年六十八岁，在晋江市安海镇中心小学退休，被骗了存款十二万。"
    assert (ORGANIZATION, "晋江市安海镇中心小学") in found(text)


def test_retiring_somewhere_names_no_employer():
    assert not any(kind == ORGANIZATION for kind, _ in found("我在北京退休了，他在老家退休后就回来了。"))
