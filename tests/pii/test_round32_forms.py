"""The thirty-second round, found on set 32 once it was retired to the test part: a profile's and a
form's fields, and a surname and title after a role that the relation rule read as a full name."""

from __future__ import annotations

import pytest

from tests.pii.findings import found, kinds


@pytest.mark.parametrize(
    "text", ["员工登记 所属公司：略 困扰：失眠", "春游回执 家长签字：略 紧急联系电话：略", "相亲资料 工作：柜员 家住：略 生日：略"]
)
def test_a_profiles_and_a_forms_fields_are_no_speakers(text):
    assert "PERSON" not in kinds(text)


def test_a_surname_and_title_after_a_role_give_the_surname_only():
    entities = found("已通知值班医生康医生，04:30 好转。")
    assert ("PERSON", "康") in entities and ("PERSON", "医生") not in entities
