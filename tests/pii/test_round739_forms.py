"""The seven-hundred-and-thirty-ninth round, found on set 739 (a Lhasa guesthouse's night register) once it was
retired to the test part: a guest's name in letters before the papers the register lists (Lukas Berger 护照…), and
高反 (altitude sickness) read as a person."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_name_in_letters_before_its_papers_is_a_guests():
    assert names("301房 Lukas Berger 护照C4J7L2M91 德国人，押金已收五百") == {"Lukas Berger"}


def test_a_place_in_letters_before_papers_is_no_one():
    assert names("地址 Queen Street 证件已复印") == set()


def test_altitude_sickness_names_no_one():
    assert names("高反的客人记得提醒多喝水，别洗澡。") == set()
