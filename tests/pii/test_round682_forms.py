"""The six-hundred-and-eighty-second round: set 682 (a Changsha tutoring agency's chat) retired to the test part with
nothing to mend, so a form seen in set 560 was mended: a chat's speaker by a word and a title (核桃哥：…, 豆腐哥：…) is a
nickname whole, as no surname stands before the title; a surname and a title (孙老师) stays the title rule's, and a
relation with its rank (大表哥) no one's name."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_word_and_a_title_speaking_is_a_nickname():
    text = "核桃哥：好嘞，记下了\n小鱼：收到\n核桃哥：明天发货"
    assert found(text) == {("PERSON", "核桃哥"), ("PERSON", "小鱼")}


def test_a_surname_or_a_relation_before_a_title():
    assert found("孙老师：收到\n小鱼：好的") == {("PERSON", "孙"), ("PERSON", "小鱼")}
    assert ("PERSON", "大表哥") not in found("大表哥：过年回来吗\n小鱼：回")
