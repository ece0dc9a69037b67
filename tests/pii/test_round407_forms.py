"""The four-hundred-and-seventh round, found on set 408 (a matchmaker's profile card in a Hefei parents' group) once
it was retired to the test part: a name split over a card's fields (姓氏：汪  名：子墨), whose field names read as chat
speakers (姓氏：, 属相：); an estate where someone owns a flat (在滨湖新区万科森林城有一套全款房); and a matchmaker by a
given name's character and 姐, glued by the tagger to her role (红娘芳 / 姐)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_name_split_over_a_cards_fields():
    assert found("姓氏：汪  名：子墨  属相：狗") == {("PERSON", "汪"), ("PERSON", "子墨")}
    assert found("名：暂无") == set()


def test_an_estate_where_one_owns_a_flat():
    assert found("在滨湖新区万科森林城有一套全款房，无贷款。") == {("CN_ADDRESS", "滨湖新区万科森林城")}
    assert found("在老家有一套房。") == set()


def test_a_sister_by_a_given_name_glued_to_her_role():
    assert ("PERSON", "芳姐") in found("有意向的家长加红娘芳姐微信，备注编号。")
