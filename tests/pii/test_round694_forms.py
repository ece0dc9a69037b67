"""The six-hundred-and-ninety-fourth round, found on set 694 (a Nanchang class's parents' chat about an outing) once it
was retired to the test part, a passage at a time: a committee's member by surname and title where the tagger read the
surname as a verb (家委会 / 喻 / 妈妈), and a school's branch by its district, a school of its own (青藤小学红谷滩分校),
which the tagger read as one word and nothing found. Likewise a school and its campus read as one word was no school;
the campus stays the school's (南京大学仙林校区 → 南京大学), and a training firm's campus stays the firm's."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_committees_member_by_surname():
    assert ("PERSON", "喻") in found("费用转给家委会喻妈妈。")
    assert found("开会喻老师来了吗") == set()


def test_a_schools_branch_and_a_schools_campus():
    assert ("SCHOOL", "青藤小学红谷滩分校") in found("统一在青藤小学红谷滩分校门口上车。")
    assert found("孩子在南京大学仙林校区上学。") == {("SCHOOL", "南京大学")}
    assert found("我在启明思达教育铁西校区上课。") == {("ORGANIZATION", "启明思达教育铁西校区")}
