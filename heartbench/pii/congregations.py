"""Congregations named by their place of worship: a village church or temple under its town (瑞安市马屿镇篁社堂), a
church by its name where a group gathers (在南塘基督教堂二楼查经). Its members are named by it, as by a church's own
group; a church only visited or passed names no one."""

from __future__ import annotations

from collections.abc import Iterable

from heartbench.pii.tokens import HAN, Span, Tokens

_HOUSES_OF_WORSHIP = ("堂", "教会", "寺", "庙", "宫", "观", "清真寺")


def congregations_by_their_town(tokens: Tokens) -> Iterable[Span]:
    """A village church or temple named under its town (瑞安市马屿镇篁社堂), which the tagger reads as one more place:
    its congregation, whose members it names, an organisation like a church's own group."""
    words, tags, starts = tokens
    for i in range(1, len(words)):
        # (the church's own name read as a noun too: 塘下镇 / 恩典堂)
        if tags[i] in {"LOC", "n", "nz", "ORG"} and tags[i - 1] == "LOC" and words[i - 1].endswith(("镇", "乡", "村")) \
                and len(words[i]) >= 3 and words[i].endswith(_HOUSES_OF_WORSHIP):
            first = i - 1
            while first > 0 and tags[first - 1] == "LOC":
                first -= 1
            yield Span(starts[first], starts[i] + len(words[i]), 0.8)


_CHURCHES = ("基督教堂", "天主教堂", "福音堂", "教会")
_GATHERING = frozenset("查经 礼拜 做礼拜 聚会 团契 主日 崇拜 弥撒 代祷".split())


def congregations_gathering(tokens: Tokens) -> Iterable[Span]:
    """A church by its name where a group gathers (在南塘基督教堂二楼查经): its congregation, as above; not one only
    visited or passed (索菲亚教堂前面的鸽子), where no gathering is said."""
    words, tags, starts = tokens
    if not _GATHERING & set(words):
        return
    for i, word in enumerate(words):
        if tags[i] in {"LOC", "n", "nz", "ORG"} and len(word) >= 5 and word.endswith(_CHURCHES) and HAN.fullmatch(word):
            yield Span(starts[i], starts[i] + len(word), 0.7)
