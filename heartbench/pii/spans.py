"""Spans that must not overlap: each candidate is kept only where the text is still free.

Every recogniser ranks its candidates and keeps the best one per stretch of text; on a long
document (a novel chapter: thousands of candidates) checking each against every kept span
was quadratic, so the kept spans are held in order and a candidate is checked against its
two neighbours only.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")


class DisjointSpans:
    """Non-overlapping half-open spans [start, end), kept sorted by start."""

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []

    def is_free(self, start: int, end: int) -> bool:
        """True when [start, end) overlaps no span taken so far."""
        index = bisect.bisect_left(self._starts, start)
        if index > 0 and self._ends[index - 1] > start:
            return False
        return index == len(self._starts) or self._starts[index] >= end

    def take(self, start: int, end: int) -> bool:
        """Take [start, end) when it is free; True when it was."""
        if not self.is_free(start, end):
            return False
        index = bisect.bisect_left(self._starts, start)
        self._starts.insert(index, start)
        self._ends.insert(index, end)
        return True


def overlapping_none(items: Iterable[T], taken: Iterable[tuple[int, int]], *, span: Callable[[T], tuple[int, int]]) -> list[T]:
    """The items whose spans overlap none of the `taken` ones, which may overlap each other (what the rules found,
    before one per stretch is kept): each item is checked against the furthest end among the taken spans that start
    before it ends, so a long document's thousands of findings are not checked pair by pair."""
    starts, furthest = [], []
    for start, end in sorted(taken):
        starts.append(start)
        furthest.append(max(end, furthest[-1]) if furthest else end)

    def free(item: T) -> bool:
        start, end = span(item)
        before = bisect.bisect_left(starts, end)  # the taken spans starting before this one ends
        return before == 0 or furthest[before - 1] <= start

    return [item for item in items if free(item)]


def keep_disjoint(items: Iterable[T], *, rank: Callable[[T], Any], span: Callable[[T], tuple[int, int]]) -> list[T]:
    """The items whose spans are still free when taken best `rank` first, in text order: what every
    recogniser and the analysis do to keep one finding per stretch of text."""
    taken = DisjointSpans()
    kept = [item for item in sorted(items, key=rank) if taken.take(*span(item))]
    return sorted(kept, key=lambda item: span(item)[0])
