"""Where two streets cross (中山路与解放路交叉口, 和 as well as 与): a place as exact as a house number, with what is told
from there (…交叉口东50米二手车市场B区17号)."""

from __future__ import annotations

from collections.abc import Iterable

from heartbench.pii.address_parts import (
    RING_ROAD,
    ROAD_END,
    bare_road,
    extend_parts,
    numbered_roads_first,
    road_name_before,
)
from heartbench.pii.tokens import Span, Tokens

_CROSSING_WORDS = frozenset({"交叉口", "交汇处", "十字路口", "路口", "交界处", "交界", "交口", "十字"})  # 十字: in Xi'an


def crossings(text: str, tokens: Tokens) -> Iterable[Span]:
    """Where two streets cross (中山路与解放路交叉口): a place as exact as a house number, with what is told from there
    (…交叉口东50米二手车市场B区17号)."""
    words, tags, starts = tokens
    words = _crossing_words_joined(words)
    for i in range(len(words) - 3):
        # the second road's name may stand apart from its suffix (长安 / 中路 / 十字), read as a verb too (建设 / 大街)
        split = (
            i + 4 < len(words) and (
                tags[i + 2] in {"LOC", "n", "nz"} or numbered_roads_first(words[i + 2], words[i + 3])
                or (tags[i + 2] in {"v", "vn"} and len(words[i + 2]) == 2)
            )
            and len(words[i + 2]) <= 4 and bare_road(words[i + 3]) and words[i + 4] in _CROSSING_WORDS
        )
        # or keep its suffix with the crossing (梧桐街与长椿 / 路口)
        # (a road's name read as a verb before 路口 too: 光复路与建功 / 路口)
        suffixed = not split and i + 3 < len(words) and words[i + 3] in {"路口", "街口"} \
            and (tags[i + 2] in {"LOC", "n", "nz"} or (tags[i + 2] in {"v", "vn", "a"} and len(words[i + 2]) <= 3))
        # or join the crossing to the second road (建工路与 / 大顺路口)
        joined = not (split or suffixed) and tags[i + 2] in {"LOC", "n", "nz"} and len(words[i + 2]) >= 3 \
            and words[i + 2].endswith(("路口", "街口"))
        last = i + 4 if split else (i + 2 if joined else i + 3)
        split = split or suffixed
        if (
            words[i + 1] in {"与", "和", "跟"} and (words[last] in _CROSSING_WORDS or joined)
            and (ROAD_END.search(words[i]) or RING_ROAD.fullmatch(words[i])) and (split or joined or ROAD_END.search(words[i + 2]))
        ):
            first = i
            if len(words[i]) <= 3 and first > 0 and (
                road_name_before(words[first - 1], tags[first - 1]) or numbered_roads_first(words[first - 1], words[i])
            ):
                first -= 1  # 前进 / 东路与青阳路交叉口: the road's name the tagger read as a verb (经 / 三路, a preposition)
            while first > 0 and tags[first - 1] == "LOC":
                first -= 1  # the city or district before it
            yield Span(starts[first], extend_parts(text, starts[last] + len(words[last])), 0.7)


def _crossing_words_joined(words: list[str]) -> list[str]:
    """The words, with a crossing word the tagger cut in two read whole where it starts (交叉 / 口: 交叉口 / 口), so that
    the index of what follows stays the same."""
    return [word + words[k + 1] if word == "交叉" and words[k + 1:k + 2] == ["口"] else word for k, word in enumerate(words)]
