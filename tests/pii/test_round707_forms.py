"""The seven-hundred-and-seventh round, found on set 707 (a Nanning tenant's thread with a letting agent) once it was
retired to the test part: the south's damp spring weather (回南天) read as 回 and someone called 南天. A word the
lexicon lists as naming no one now hides a name read at its end as well as at its start (伊丽莎白 / 圈)."""

from __future__ import annotations

from tests.pii.findings import found


def test_the_damp_spring_weather():
    assert found("这几天南宁回南天，衣服都晾不干。") == set()
    assert found("广州回南天好难受") == set()


def test_someone_called_so_is_still_found():
    assert ("PERSON", "南天") in found("我叫南天，在南宁读大学。")
