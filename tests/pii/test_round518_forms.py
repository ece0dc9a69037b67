"""The five-hundred-and-eighteenth round, found on set 519 (a land transfer agreement in Liaoning) once it was retired to
the test part: a firm's legal representative, with or without the field's colon, named by a surname that is a word
(法人代表那志强); not what is said of the post (法人代表是谁)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_legal_representative_by_a_manchu_surname():
    assert ("PERSON", "那志强") in found("乙方（受让方）：铁岭金穗农业合作社，法人代表那志强。")


def test_a_legal_representative_asked_about():
    assert found("法人代表是谁？") == set()
