"""Typed rejections and the datatrove-style filter step.

A `Rejection` is what every stage files when a record does not make it: a filter drop, a
failed check on a model's reply, a failed model call, an input that cannot be parsed. Its
`code` is a short stable identifier (`length`, `near-duplicate`, `turn-count`, `leak-gate`,
`call-failed` …): stats count by it and tests assert on it. Its `detail` carries the values
for the person reading `rejects.jsonl`, and never becomes a key.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any, ClassVar, NamedTuple


class Rejection(NamedTuple):
    """Why a record was not kept."""

    code: str
    """Short stable identifier, lowercase words joined by hyphens; the stats key."""
    detail: str = ""
    """What exactly was wrong, with the values a reader needs."""

    def __str__(self) -> str:
        return f"{self.code}: {self.detail}" if self.detail else self.code


FilterVerdict = bool | tuple[bool, str] | Rejection


class Filter(ABC):
    """A keep/drop decision on one record. Must be pure (same record, same verdict), so it can
    run in any worker process or under any executor."""

    name: ClassVar[str]
    """The rejection code of this filter's drops."""

    @abstractmethod
    def filter(self, record: Any) -> FilterVerdict:
        """True to keep; False, (False, detail) or a `Rejection` (own code) to drop."""


def verdict_rejection(name: str, verdict: FilterVerdict) -> Rejection | None:
    """None when `verdict` keeps the record, else the rejection it stands for."""
    if isinstance(verdict, Rejection):
        return verdict
    keep, detail = verdict if isinstance(verdict, tuple) else (verdict, "")
    return None if keep else Rejection(name, detail)


class FilterChain:
    """Apply filters in order; the first drop wins."""

    def __init__(self, filters: Iterable[Filter]):
        self.filters = list(filters)

    def __call__(self, record: Any) -> Rejection | None:
        """None when every filter keeps the record, else the first filter's rejection."""
        for step in self.filters:
            rejection = verdict_rejection(step.name, step.filter(record))
            if rejection is not None:
                return rejection
        return None
