"""The five-hundred-and-sixty-second round, found on set 563 (a wedding banquet's seating list) once it was retired to
the test part: a table's note naming colleagues and their firm (（新郎同事，安踏体育）), where they work; a relative
named in full before how many come with him (表叔陈福来一家四口), where the tagger cut 来 off as "come"; a parent's
cousin (表叔) a relation. A city in the note (（同事，北京）) is no firm; 表叔陈福来了 stays 陈福, who came."""

from __future__ import annotations

from tests.pii.findings import found


def test_colleagues_firm_closing_a_tables_note():
    assert ("ORGANIZATION", "安踏体育") in found("第3桌（新郎同事，安踏体育）：施建南、黄雅琳")
    assert found("（同事，北京）：李明") == {("PERSON", "李明")}


def test_a_relative_named_in_full_before_his_household():
    assert found("第7桌：表叔陈福来一家四口。") == {("PERSON", "陈福来")}
    assert found("表叔陈福来了。") == {("PERSON", "陈福")}
