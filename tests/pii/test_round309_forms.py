"""The three-hundred-and-ninth round, found on set 310 (a village's grain subsidy list pasted from a spreadsheet) once it
was retired to the test part: a county's bureau named by its county, the tagger cutting 局 off (隆回县农业农村 / 局);
a county's or a city's bureaus by their names (教育局, 税务局, 农业农村局 …) are organisation suffixes now, needing a
place or a name before them as the other weak ones do."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_countys_bureau():
    assert ("ORGANIZATION", "隆回县农业农村局") in found("曾姐说去隆回县农业农村局核一下再改。")


def test_a_bureau_by_its_kind_names_none():
    assert found("他在教育局上班，这就是个骗局。") == set()
