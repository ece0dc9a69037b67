"""The five-hundred-and-thirty-fifth round, found on set 536 (a teenager's diary page in Nanning) once it was retired to
the test part: a tutoring firm gone to for lessons (去南宁学大教育补数学), as one enrolled at (在…教育报了课); a hair salon
by its name where someone works (妈妈在佳美发艺上班), no person 佳美 in it."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_tutoring_firm_gone_to_for_lessons():
    assert ("ORGANIZATION", "南宁学大教育") in found("放学又要去南宁学大教育补数学，妈妈说期末再考不到一百就没收手机。")


def test_tutoring_of_a_kind():
    assert found("他去课外教育补数学。") == set()


def test_a_hair_salon_one_works_at():
    assert found("妈妈在佳美发艺上班，今天又加班到十点。") == {("ORGANIZATION", "佳美发艺")}
