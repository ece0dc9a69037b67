"""The seven-hundred-and-sixty-eighth round. Set 768 (a Harbin ice-festival volunteers' shift list) had nothing to fix
on retiring, so the round took a miss of pii_heldout_long.txt: an English name written against the post before it,
without a space (公司的ITAlex Wong), where the capitals of the post hid the name's start."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_name_written_against_an_acronym():
    assert names("我们公司的ITAlex Wong把所有人的电脑都装了监控。") == {"Alex Wong"}
    assert names("CEOTony Chen下午来开会。") == {"Tony Chen"}


def test_capitals_inside_a_word_are_no_name():
    assert found("我用JSONParser解析日志，在KFCCrazy Thursday买的鸡翅。") == set()
