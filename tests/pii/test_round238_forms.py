"""The two-hundred-and-thirty-eighth round, found on set 239 (a young mother's diary in Xiamen) once it was retired to
the test part: a named childcare centre a child will attend is a school (小橡树托育中心), as a kindergarten is."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_childcare_centre_is_a_school():
    text = "11月9日 晴。去小橡树托育中心面试，老师姓庄，人很温柔，说一岁半以上才收，一个月四千八。"
    assert ("SCHOOL", "小橡树托育中心") in found(text)
    assert ("SCHOOL", "阳光宝贝托儿所") in found("孩子白天送到阳光宝贝托儿所。")
