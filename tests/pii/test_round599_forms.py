"""The five-hundred-and-ninety-ninth round, found on set 600 (a family doctor's home-visit log in Shanghai) once it was
retired to the test part: a full name led by a surname that is also a word, read as one verb, before what one calls an
elder (第一户计福根老伯); a calculator before 老伯 no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_full_name_read_as_a_word_before_an_elders_title():
    assert found("上午随访三户。第一户计福根老伯，八十一岁。") == {("PERSON", "计福根")}
    assert found("这个计算器老伯用不来。") == set()
