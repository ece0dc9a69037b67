"""The seven-hundred-and-thirty-third round, found on set 733 (a Xining beef-noodle shop owner's messages with a
flour supplier and her staff) once it was retired to the test part: a shop's name said outright (店名是西宁老马家牛肉面),
whatever its ending, and not a question (店名是什么)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_shops_name_said_outright():
    assert ("ORGANIZATION", "西宁老马家牛肉面") in found("马秀兰：店名是西宁老马家牛肉面，地址城东区东关大街62号。")
    assert ("ORGANIZATION", "好再来") in found("店的名字叫好再来，就在路口。")


def test_a_question_for_the_shops_name_names_none():
    assert found("你们店名是什么？店名叫啥来着") == set()
