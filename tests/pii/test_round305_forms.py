"""The three-hundred-and-fifth round, found on set 306 (a family's genealogy in Hunan being updated) once it was retired
to the test part: a courtesy name after the name (谭德厚，字载之，), a daughter married into a family named by its
surname after their town (嫁株洲县渌口镇易姓), and a clan by its surname and 氏 (凡我谭氏族人), which is many
households and no one, where a wife by her surname and 氏 is one (配刘氏). Set 72 leaves a courtesy name unlabelled
(字子光), which the tool now removes."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_courtesy_name():
    assert "载之" in names("第十八世：谭德厚，字载之，配刘氏，生三子。")
    assert names("写了两个字，字很丑，") == set()


def test_a_family_married_into_by_its_surname():
    assert "易" in names("女谭丽，嫁株洲县渌口镇易姓。")


def test_a_clan_is_no_one_a_wife_is():
    assert names("修谱理事会通知：凡我谭氏族人，每丁捐款二百元。") == set()
    assert "刘氏" in names("配刘氏，生三子。")
