"""The five-hundred-and-ninetieth round, found on set 591 (a pharmacy courier's delivery notes in Nanning) once it was
retired to the test part: a full name whose surname the tagger glued to the 人 of the role before it (买药人农建华，)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_surname_glued_to_a_roles_ren():
    assert found("第三单是处方药，买药人农建华，七十六岁。") == {("PERSON", "农建华")}
    assert found("第三单是处方药，买药人农建华，七十六岁，他女儿代收。") == {("PERSON", "农建华")}


def test_a_name_after_someone_is_found_as_it_was():
    assert found("有人李华，") == {("PERSON", "李华")}
