"""The six-hundred-and-eighty-fifth round, found on set 685 (a Suzhou grid worker's visit log) once it was retired to the
test part: who kept a record, by surname alone or after the post (记录人：网格员汲, 经办人：社工柯), where the tagger read the
surname as a verb; the writer as 本人 is no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_records_keeper_by_surname():
    assert found("记录人：网格员汲") == {("PERSON", "汲")}
    assert ("PERSON", "柯") in found("经办人：社工柯，电话13800000000")


def test_the_writer_is_no_one():
    assert found("记录人：本人") == set()
