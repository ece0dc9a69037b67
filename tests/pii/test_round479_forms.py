"""The four-hundred-and-seventy-ninth round, found on set 480 (a father's letter about his son being bullied) once it
was retired to the test part: a school's parents' committee named after the school (五华区红云小学家长委员会): the
school is the value, found as a school, its body part of it."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_schools_parents_committee():
    assert found("五华区红云小学家长委员会也在关注校园欺凌问题。") == {("SCHOOL", "五华区红云小学")}


def test_a_committee_of_no_school():
    assert found("金水区丰产路街道人民调解委员会调解了这起纠纷。") == {("ORGANIZATION", "金水区丰产路街道人民调解委员会")}
