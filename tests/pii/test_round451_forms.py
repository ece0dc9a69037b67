"""The four-hundred-and-fifty-first round, found on set 452 (a young factory worker's diary in Dongguan) once it was
retired to the test part: a fellow villager by an everyday word, then what he said of someone (老乡黑皮说她有男朋友了);
how a peer's word came (同事电话说我…) names no one."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_villager_by_a_word_speaking_of_someone():
    assert found("老乡黑皮说她有男朋友了，我不太信。") == {("PERSON", "黑皮")}
    assert found("室友团子说我最近瘦了。") == {("PERSON", "团子")}


def test_how_word_came_is_no_one():
    assert found("同事电话说我的快递到了。") == set()
    assert found("朋友微信说他明天不来了。") == set()
