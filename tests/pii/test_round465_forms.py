"""The four-hundred-and-sixty-fifth round, found on set 466 (a Tieba thread in Henan about a land dispute) once it
was retired to the test part: a township's government the tagger saw as one organisation (马头镇人民政府), and a
neighbour's nickname cut in two by the tagger before his formal name (邻居二狗（大名郭建设）)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_townships_government():
    assert found("去马头镇人民政府反映，人家说让先找村里调解。") == {("ORGANIZATION", "马头镇人民政府")}


def test_a_nickname_before_the_formal_name():
    assert found("邻居二狗（大名郭建设）去年翻盖房子。") == {("PERSON", "二狗"), ("PERSON", "郭建设")}


def test_governments_by_their_level():
    assert found("调解不成可以向乡镇政府申请处理。") == set()
