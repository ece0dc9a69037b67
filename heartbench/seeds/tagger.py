"""Offline scene tagger: keyword lexicons of the standard's secondary scenes, over jieba tokens.

Every keyword is added to a private jieba dictionary (a `jieba.Tokenizer` of our own, so the
global one other code uses is untouched), so multi-word keywords such as 不想上班 come out as
one token, and a one-character keyword such as 累 matches the token 累 but not the 累 inside
积累. A secondary scene scores one point per keyword token; the tags are the best scenes
(ties in standard order) scoring at least `min_hits` and at least half the best score.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from heartbench.standard import PrimaryScene

MAX_TAGS = 3


class SceneCode(NamedTuple):
    primary: str
    secondary: str

    @property
    def tag(self) -> str:
        return f"{self.primary}/{self.secondary}"


def scene_codes(scenes: Sequence[PrimaryScene]) -> list[SceneCode]:
    return [SceneCode(p.code, s.code) for p in scenes for s in p.secondary]


class SceneTagger:
    def __init__(self, scenes: Sequence[PrimaryScene], *, max_tags: int = MAX_TAGS, min_hits: int = 1):
        # deferred: jieba loads its dictionary (~1 s); only the near-duplicate check needs it
        import jieba

        jieba.setLogLevel(logging.WARNING)
        self.max_tags, self.min_hits = max_tags, min_hits
        self.codes = scene_codes(scenes)
        self.by_keyword: dict[str, list[int]] = {}
        position = 0
        for primary in scenes:
            for secondary in primary.secondary:
                for keyword in secondary.keywords:
                    self.by_keyword.setdefault(keyword, []).append(position)
                position += 1
        # A text containing no keyword as a substring cannot contain one as a token: skip jieba.
        self.any_keyword = re.compile("|".join(map(re.escape, sorted(self.by_keyword, key=len, reverse=True))) or "(?!)")
        self.tokenizer = jieba.Tokenizer()
        self.tokenizer.initialize()
        for keyword in self.by_keyword:
            self.tokenizer.add_word(keyword)

    def scores(self, text: str) -> Counter[int]:
        """Keyword hits per scene position."""
        hits: Counter[int] = Counter()
        if not self.any_keyword.search(text):
            return hits
        for token in self.tokenizer.cut(text, HMM=False):
            for position in self.by_keyword.get(token, ()):
                hits[position] += 1
        return hits

    def tag(self, text: str) -> list[str]:
        """`primary/secondary` codes, best first; empty when no keyword occurs."""
        hits = self.scores(text)
        if not hits:
            return []
        best = max(hits.values())
        floor = max(self.min_hits, best / 2)
        ranked = sorted((p for p, n in hits.items() if n >= floor), key=lambda p: (-hits[p], p))
        return [self.codes[p].tag for p in ranked[: self.max_tags]]
