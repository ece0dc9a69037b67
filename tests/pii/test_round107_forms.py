"""The hundred-and-seventh round, found on set 108 (soldiers, veterans and their families) once it was retired
to the test part: a service record's field (原部队：) is no speaker, and 狼牙山五壮士 of the textbooks is public."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_service_records_field_and_textbook_heroes():
    assert names("退役军人信息采集表 姓名：翟建军 入伍时间：2008年12月 原部队：某部") == {"翟建军"}
    assert names("狼牙山五壮士的故事，课本上学过。") == set()
