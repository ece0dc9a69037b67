"""The two-hundred-and-eighty-eighth round, found on set 289 (a village dragon-boat team in Dongguan, much of it in
written Cantonese) once it was retired to the test part: a Cantonese nickname whose given name's character the tagger
joined to the next word (肥仔 / 强要 / XXXL), and a village's team printed on shirts, read as a firm where the
village is the value (大步村龙舟队)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_cantonese_nickname_and_its_character():
    assert "肥仔强" in names('队服订咗二十五件，肥仔强要XXXL。')
    assert names("个靓仔好有礼貌，肥仔都话唔去。") <= {"肥仔"}


def test_a_villages_team_names_the_village():
    assert found('背后印住"大步村龙舟队"。') == {("CN_ADDRESS", "大步村")}
