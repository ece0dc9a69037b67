"""Exact and near duplicates over a whole corpus; the first occurrence is the one kept.

Documents are numbered in input order. A later document is dropped as an exact duplicate
when its content hash (and text) equals an earlier kept one's, and as a near duplicate when
an earlier *kept* document shares an LSH band with it and their exact character-shingle
Jaccard reaches the threshold; the reason names the most similar such twin. Deciding in
document order means a twin is always a document that stays in the output.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from heartbench.seeds.minhash import candidate_pairs, jaccard

if TYPE_CHECKING:
    from heartbench.stages.executors import Executor


class Duplicate(NamedTuple):
    twin: int
    """Number of the kept document this one duplicates."""
    similarity: float
    """Exact Jaccard of the two (1.0 for exact duplicates)."""


def exact_duplicates(hashes: np.ndarray, index: np.ndarray, same_text: Callable[[int, int], bool]) -> dict[int, Duplicate]:
    """Later documents whose content hash equals an earlier one's (texts compared to rule out
    a hash collision). `hashes[i]` belongs to document `index[i]` (ascending)."""
    order = np.argsort(hashes, kind="stable")
    sorted_hashes = hashes[order]
    first = np.r_[True, sorted_hashes[1:] != sorted_hashes[:-1]]
    run_start = np.flatnonzero(first)[np.cumsum(first) - 1]
    found: dict[int, Duplicate] = {}
    for position in np.flatnonzero(~first).tolist():
        later = int(index[order[position]])
        # the run's first member with this exact text (the run's first, barring a collision)
        for candidate in range(int(run_start[position]), position):
            earlier = int(index[order[candidate]])
            if earlier not in found and same_text(earlier, later):
                found[later] = Duplicate(earlier, 1.0)
                break
    return found


class NearDuplicateResult(NamedTuple):
    duplicates: dict[int, Duplicate]
    candidate_pairs: int
    compared: int


def sharded_candidate_pairs(bands: np.ndarray, index: np.ndarray, executor: Executor | None = None, jobs: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """`candidate_pairs` computed band group by band group (the "buckets" step, one task per
    group) and united: the same pairs as one pass over every band, because each band is
    bucketed on its own."""
    if executor is None or bands.shape[1] <= 1:
        return candidate_pairs(bands, index)
    groups = np.array_split(np.arange(bands.shape[1]), min(bands.shape[1], max(2, jobs)))
    tasks = ((np.ascontiguousarray(bands[:, group]), index) for group in groups if len(group))
    parts = list(executor.map(_bucket_pairs, tasks, setup=_no_setup, config=None, jobs=min(jobs, len(groups))))
    n = max(int(index.max()) + 1, 1) if len(index) else 1
    keys = np.unique(np.concatenate([earlier.astype(np.int64) * n + later for earlier, later in parts]))
    return keys // n, keys % n


def _no_setup(config: None) -> None:
    return None


def _bucket_pairs(worker: None, task: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    return candidate_pairs(*task)


def near_duplicates(
    pairs: tuple[np.ndarray, np.ndarray],
    shingles_of: Callable[[int], set[str]],
    threshold: float,
    *,
    on_progress: Callable[[int], None] = lambda n: None,
) -> NearDuplicateResult:
    """Near duplicates among the candidate `pairs` (earlier, later document numbers)."""
    earlier, later = pairs
    order = np.lexsort((earlier, later))
    earlier, later = earlier[order], later[order]
    cached = lru_cache(maxsize=16384)(shingles_of)
    dropped: dict[int, Duplicate] = {}
    compared = 0
    groups, starts = np.unique(later, return_index=True)
    ends = np.r_[starts[1:], len(later)]
    for doc, start, end in zip(groups.tolist(), starts.tolist(), ends.tolist()):
        best: Duplicate | None = None
        mine = cached(doc)
        for twin in earlier[start:end].tolist():
            if twin in dropped:
                continue
            compared += 1
            similarity = jaccard(mine, cached(twin))
            if similarity >= threshold and (best is None or similarity > best.similarity):
                best = Duplicate(twin, similarity)
        if best is not None:
            dropped[doc] = best
        on_progress(1)
    return NearDuplicateResult(dropped, len(earlier), compared)
