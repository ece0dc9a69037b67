"""The seven-hundred-and-fourteenth round, found on set 714 (a Taiyuan community clinic's vaccination reminders) once it
was retired to the test part: a parent speaking by a child's given name that the dictionary reads as an adverb (欣然妈妈：
…), with the reply written after it too (欣然妈妈回复：…). A parent by an adjective (年轻妈妈) and a shop's reply (商家回复)
name no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_parent_by_a_childs_given_name_that_is_an_adverb():
    assert ("PERSON", "欣然") in found("欣然妈妈：好的，那天上午能去。")
    assert ("PERSON", "欣然") in found("欣然妈妈回复：好的，那天上午能去，请问要空腹吗？")


def test_no_one_replies():
    assert found("年轻妈妈：好的，谢谢医生。") == set()
    assert found("商家回复：亲，已经发货了。") == set()
