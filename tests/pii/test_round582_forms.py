"""The five-hundred-and-eighty-second round, found on set 583 (a retired teacher's diary in Wuhan) once it was retired
to the test part: a full name whose surname the tagger glued to 叫 (家教叫付 / 佳宁), a university's short name told after
a pause (，华师的研究生), a neighbour by her build and a kin title (楼下的胖嫂); 大姐 downstairs no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_glued_to_the_word_calling():
    assert ("PERSON", "付佳宁") in found("给他请的家教叫付佳宁，一个钟头一百二。")


def test_a_short_name_told_after_a_pause():
    assert ("SCHOOL", "华师") in found("家教是个女生，华师的研究生，讲得很细。")


def test_a_neighbour_by_her_build():
    assert found("楼下的胖嫂又在楼道里晒被子。") == {("PERSON", "胖嫂")}
    assert ("PERSON", "胖婶") in found("隔壁的胖婶天天打麻将。")
    assert found("楼下的大姐人很好。") == set()
