"""The five-hundred-and-sixty-fourth round, found on set 565 (an old man's memoir in Anshan) once it was retired to
the test part: a son's given name alone after the relation, read as a verb before an adverb (儿子立军从小就皮); not a
surname and a title (房东于姐：), a place on a card (房东卡上) or a word (儿子长大了)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_given_name_after_a_relation():
    assert ("PERSON", "立军") in found("儿子立军从小就皮，上鞍山一中那会儿差点被开除，他妈天天去学校赔不是。")


def test_no_given_name_after_a_relation():
    assert found("儿子长大了，女儿刚会走。") == set()
    assert ("PERSON", "卡上") not in found("押金转到房东卡上，户名冉光明。")
    assert ("PERSON", "于姐") not in found("房东于姐：暖气费一千八。")
