"""The six-hundred-and-eighty-eighth round, found on set 688 (a Jilin village's notice of a coal subsidy) once it was
retired to the test part, a passage at a time: the last of a list of names followed by how many households or people
they are (佟德山、关玉珍、那文举三户; …等人), and a town's government named in one word with one of its offices
(溪河镇人民政府民政办: the government, not its office). A list of things counted so stays no one's."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_the_last_name_before_how_many_they_are():
    text = "补贴名单公示，佟德山、关玉珍、那文举三户，每户五百元。"
    assert names(text) == {"佟德山", "关玉珍", "那文举"}
    assert "那文举" in names("佟德山、关玉珍、那文举等人都去了。")
    assert found("苹果、香蕉、橘子三样都买了。") == set()


def test_a_towns_government_before_its_office():
    assert found("具体问溪河镇人民政府民政办。") == {("ORGANIZATION", "溪河镇人民政府")}
