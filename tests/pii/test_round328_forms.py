"""The three-hundred-and-twenty-eighth round, found on set 329 (a Hanfu photography studio in Xi'an) once it was
retired to the test part: an account on a platform given by what it is called (微博叫长安拍照的飞哥), a handle of any
words; not a question about it (微博叫什么来着)."""

from __future__ import annotations

from tests.pii.findings import found


def test_an_account_named_by_what_it_is_called():
    assert ("PERSON", "长安拍照的飞哥") in found("摄影师大飞的微博叫长安拍照的飞哥，有两万多粉丝。")
    assert found("她的抖音叫爱吃草莓的小羊，粉丝不多。") == {("PERSON", "爱吃草莓的小羊")}


def test_asking_what_an_account_is_called_names_no_one():
    assert found("我的微博叫什么来着，忘了。") == set()
