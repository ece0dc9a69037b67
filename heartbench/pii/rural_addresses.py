"""Addresses of the countryside the tagger's runs of places miss: a state farm's branch by the farm's name
(`farm_branches`), and a village heading its people in a ledger or a list (`villages_heading_their_people`)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.tokens import Span, Tokens

# a village heading its people in a ledger or a list, set off by spaces (东王庄 王建国 500元): where they live
_VILLAGE_BEFORE_ITS_PEOPLE = re.compile(
    r"(?:^|(?<=[】：:\s]))(?P<village>[\u4e00-\u9fff]{1,3}?(?:村|庄|屯|寨|营|堡|洼|沟|铺))(?=\s" + lx.SURNAME_PATTERN + r"[\u4e00-\u9fff]{1,2}\s)",
    re.MULTILINE,
)


def villages_heading_their_people(text: str) -> list[Span]:
    """`_VILLAGE_BEFORE_ITS_PEOPLE`: the village alone."""
    return [Span(*match.span("village"), 0.6) for match in _VILLAGE_BEFORE_ITS_PEOPLE.finditer(text)]


_FARMS = ("牧场", "农场", "林场")
_BRANCH = re.compile(r"[一二三四五六七八九十\d]{1,3}(?:分场|队|连)")


def farm_branches(text: str, tokens: Tokens) -> Iterable[Span]:
    """A state ranch's, farm's or forest farm's branch, by the farm's name (白音锡勒 / 牧场 / 三分场), with the city or
    banner before it: where its few hundred households live, as precise as a village."""
    words, tags, starts = tokens
    for i, word in enumerate(words):
        bare = word in _FARMS
        if not word.endswith(_FARMS) or (bare and (i == 0 or tags[i - 1] not in {"LOC", "nz", "ORG"})):
            continue
        branch = _BRANCH.match(text, starts[i] + len(word))
        if branch is None:
            continue
        first = i - 1 if bare else i
        if first > 0 and tags[first - 1] == "LOC" and words[first - 1].endswith(("市", "旗", "县", "盟", "区")):
            first -= 1
        yield Span(starts[first], branch.end(), 0.65)
