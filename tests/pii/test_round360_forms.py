"""The three-hundred-and-sixtieth round, found on set 361 (a neighbourhood chief's office in Taipei, in traditional
characters) once it was retired to the test part: a Taipei landline with its area code of one digit after the 0
((02)2735-6184; the mainland's have two or three), and a neighbour working shifts at a chip maker named by its brand
(在台積電輪班), which no brand list held."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_taiwan_landline_in_brackets():
    assert ("CN_LANDLINE", "(02)2735-6184") in found("里長辦公室電話(02)2735-6184，週三下午都在。")
    assert ("CN_LANDLINE", "02-2735-6184") in found("電話02-2735-6184")
    assert found("编号02-2735-6184") == set()


def test_working_shifts_at_a_chip_maker():
    assert ("ORGANIZATION", "台積電") in found("說他晚上在台積電輪班，回家才洗澡。")
    assert found("我在台积电买了股票。") == set()
