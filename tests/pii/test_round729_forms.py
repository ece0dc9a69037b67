"""The seven-hundred-and-twenty-ninth round, found on set 729 (a Kunming hospital's discharge note retyped into a
family's group chat) once it was retired to the test part: a surname and a title the tagger kept as one measure word
(找段主任: 段, "a stretch"), while 位 and 名, which count people, stay words (这位老师)."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_and_title_read_as_a_measure_word():
    assert names("出院医嘱：按时服药，两周后到门诊复查，找段主任。") == {"段"}


def test_measure_words_that_count_people_name_no_one():
    assert names("这位老师很好，请几位主任来开会。") == set()
