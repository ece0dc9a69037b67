"""The five-hundred-and-tenth round, found on set 511 (a volunteer's post about a stray dogs' shelter in Chengdu) once it
was retired to the test part: a doubled nickname listed with a name after 和 (和圆圆、阿毛一起去…), a post signed by a
handle after a dash and "by" (——by 追风的小土豆). Its shelter, named with a pronoun the tagger reads apart (成都它爱流浪
动物救助中心), is left: its kind alone (流浪动物救助中心) names none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_doubled_nickname_listed_with_a_name():
    assert ("PERSON", "圆圆") in found("今天和圆圆、阿毛一起去做义工。")


def test_a_post_signed_by_a_handle():
    assert found("——by 追风的小土豆") == {("PERSON", "追风的小土豆")}


def test_a_dash_and_by_inside_a_sentence():
    assert found("这首歌——by the way，很好听。") == set()
