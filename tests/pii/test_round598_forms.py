"""The five-hundred-and-ninety-eighth round, found on set 599 (a Lhasa guesthouse keeper's booking notes) once it was
retired to the test part: a guest's name in letters after who they are (是个德国人，Lukas Brenner，), a passport number
of letters and digits mixed after its label (护照号C4RJ7K2L9), a travel agency the tagger ran into what one gets done
there (…旅行社办); a city in letters after a nationality and a word after the label no such values."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_name_in_letters_after_a_nationality():
    assert ("PERSON", "Lukas Brenner") in found("五号房是个德国人，Lukas Brenner，登记的时候要拍照。")
    assert found("他是美国人，New York来的。") == set()


def test_a_passport_number_of_letters_and_digits():
    assert ("TRAVEL_DOCUMENT", "C4RJ7K2L9") in found("护照号C4RJ7K2L9，登记的时候要拍照。")
    assert found("护照号PASSWORD1") == set()


def test_an_agency_glued_to_what_one_gets_done():
    assert found("边防证统一找西藏雪域阳光国际旅行社办，要提前三天交材料。") == {("ORGANIZATION", "西藏雪域阳光国际旅行社")}
