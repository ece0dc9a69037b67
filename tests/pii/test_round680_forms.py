"""The six-hundred-and-eightieth round, found on set 680 (a Yiwu warehouse packer's diary) once it was retired to the
test part: a workmate called by his build opening a clause and saying something of someone (…，大块头说他吹牛); a build
counted (一个胖子说…) is anyone, and 胖子说明天… is no saying of someone."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_build_speaking_of_someone():
    text = "小江西说他下个月不干了要回老家养鸭子，大块头说他吹牛，两个人差点吵起来。"
    assert found(text) == {("PERSON", "小江西"), ("PERSON", "大块头")}


def test_a_build_counted_is_anyone():
    assert found("一个胖子说他丢了钱包。") == set()
