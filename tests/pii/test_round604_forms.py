"""The six-hundred-and-fourth round, found on set 605 (a matchmaker's client notes in Linyi) once it was retired to the
test part: a school where someone teaches a subject (在沂南县第三实验小学教语文) is her employer; having a flat after a
party (要求男方有房有车) and thanking the matchmaker (谢媒人) no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_school_where_a_subject_is_taught_is_an_employer():
    assert ("ORGANIZATION", "沂南县第三实验小学") in found("二十九岁，在沂南县第三实验小学教语文，性格文静。")


def test_having_a_flat_and_thanking_the_matchmaker_are_no_one():
    assert found("性格文静，要求男方有房有车。") == set()
    assert found("见面礼一般是一千零一，成了以后还要谢媒人。") == set()
    assert found("谢阿姨今天来了。") == {("PERSON", "谢")}
