"""The five-hundred-and-thirty-seventh round, found on set 538 (a farmer's post selling oranges in Gannan) once it was
retired to the test part: a fruit opening a sentence that says how it tastes or grows (橙子是看天吃饭的，…特别甜) is the
crop, though the tagger calls it a person; the same word speaking is a nickname (橙子说她明天不来了)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_fruit_said_to_be_sweet():
    assert found("橙子是看天吃饭的，今年雨水好，特别甜。") == set()


def test_a_nickname_that_is_a_fruit():
    assert ("PERSON", "橙子") in found("橙子说她明天不来了。")
