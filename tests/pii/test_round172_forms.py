"""The hundred-and-seventy-second round, found on set 173 (online shopping disputes) once it was retired to the test
part: a department in a person's field (收件人：售后部)."""

from __future__ import annotations

from heartbench.pii.recognizers import PERSON
from tests.pii.findings import found, kinds


def test_a_department_in_a_persons_field():
    text = "退货地址：义乌市北苑街道春晗路88号 收件人：售后部 电话：138****6620"
    assert PERSON not in kinds(text)
    assert (PERSON, "卜雨欣") in found("收件人：卜雨欣 电话：15866092351")
