"""The four-hundred-and-seventy-fourth round, found on set 475 (a hair salon's chat with a customer in Wuhan) once it
was retired to the test part: a salon's branch named with its stylist by an English name and 老师 (你们丝域造型光谷店的
Tony老师), the shop that stylist works at. The customer speaking one line alone by a handle (芒果布丁：…) is found when
the chat is read whole."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_branch_with_its_stylist():
    assert found("你们丝域造型光谷店的Tony老师给我烫的头发全是毛躁。") == {("ORGANIZATION", "丝域造型光谷店"), ("PERSON", "Tony")}


def test_a_shop_of_no_name():
    assert found("那家店的王经理说可以退。") == {("PERSON", "王")}
