"""What every lexical recogniser works on: LAC's tokens of a text, the spans it reports, and
keeping the best span per stretch of text."""

from __future__ import annotations

import bisect
import re
from abc import ABC, abstractmethod
from typing import NamedTuple

from heartbench.pii.spans import keep_disjoint

HAN = re.compile(r"[\u4e00-\u9fff]+")
"""A run of Chinese characters."""
MASKS = frozenset("*＊×")
"""What masks a value already (*晓东, 135****2719): a name right after one is masked, no one's data."""
STEM_TAGS = frozenset({"LOC", "ORG", "PER", "nz", "n", "m", "j", "ns", "nt", "s"})
"""The tags a proper name's stem may carry before an organisation's or a school's ending (朝阳区 / 人民法院, 市一中)."""


class Tokens(NamedTuple):
    """LAC output of one text: words, their tags and their start offsets."""

    words: list[str]
    tags: list[str]
    starts: list[int]


class Span(NamedTuple):
    start: int
    end: int
    score: float


class TokenRecognizer(ABC):
    """A recogniser of one entity type that reads LAC's tagged tokens of the text."""

    entity: str

    @abstractmethod
    def find(self, text: str, tokens: Tokens) -> list[Span]:
        """Spans of this recogniser's entity in `text`, given LAC's tagged tokens."""


def token_index(tokens: Tokens, position: int) -> int:
    """Index of the token that contains character `position`."""
    return max(0, bisect.bisect_right(tokens.starts, position) - 1)


def non_overlapping(spans: list[Span]) -> list[Span]:
    """The longest span per stretch of text (then the higher score), in text order."""
    return keep_disjoint(spans, rank=lambda s: (-(s.end - s.start), -s.score, s.start), span=lambda s: (s.start, s.end))
