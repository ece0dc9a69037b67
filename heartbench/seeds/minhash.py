"""MinHash over character n-grams, as compact numpy arrays, and LSH banding.

Why not one datasketch `MinHash` object per document: a million of them cost gigabytes, and
datasketch hashes shingles one by one in Python (sha1), which measured 1.5–2.3x slower than
the vectorised version below (`benchmarks/seeds_scale.py N --compare-minhash` prints both,
and both estimators' error against the exact Jaccard). The scheme is the standard one —
64-bit shingle hashes, `num_perm` multiply-shift hash functions, minimum per function — and
`estimate_jaccard` agrees with the exact Jaccard (tests/seeds/test_dedup.py).

LSH: the signature is cut into `bands` bands of `rows` values; documents sharing one band
are candidates. Only 64-bit band hashes are kept (bands × 8 bytes per document), never the
signatures. Candidates are confirmed by the exact Jaccard (`jaccard`) before any drop.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

NUM_PERM = 128
SHINGLE = 5
SEED = 20240613
MAX_BUCKET_NEIGHBOURS = 64
_U64 = np.uint64
_MASK32 = _U64(0xFFFFFFFF)
_SHINGLE_BASE = _U64(1099511628211)  # FNV prime: polynomial rolling hash over code points
_BLOCK_SHINGLES = 4096  # rows of the (shingles × permutations) matrix computed at once


def _mix(h: np.ndarray) -> np.ndarray:
    """splitmix64 finaliser: spreads polynomial hashes over all 64 bits (wraps mod 2**64)."""
    h = h ^ (h >> _U64(30))
    h = h * _U64(0xBF58476D1CE4E5B9)
    h = h ^ (h >> _U64(27))
    h = h * _U64(0x94D049BB133111EB)
    return h ^ (h >> _U64(31))


def shingles(text: str, k: int = SHINGLE) -> set[str]:
    """Character k-grams; a text shorter than k is its own single shingle."""
    if len(text) <= k:
        return {text} if text else set()
    return {text[i : i + k] for i in range(len(text) - k + 1)}


def jaccard(a: set[str], b: set[str]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def shingle_hashes(text: str, k: int = SHINGLE) -> np.ndarray:
    """64-bit hashes of the text's k-grams (with repeats; the minimum does not care)."""
    points = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).astype(_U64)
    width = min(k, len(points))
    count = len(points) - width + 1
    h = np.zeros(count, dtype=_U64)
    for offset in range(width):
        h = h * _SHINGLE_BASE + points[offset : offset + count]
    return _mix(h + _U64(width))


class MinHasher:
    """Signatures of `num_perm` uint32 values per text."""

    def __init__(self, num_perm: int = NUM_PERM, k: int = SHINGLE, seed: int = SEED):
        rng = np.random.default_rng(seed)
        self.k = k
        self.num_perm = num_perm
        self.a = rng.integers(1, 2**63, num_perm, dtype=_U64) | _U64(1)
        self.b = rng.integers(0, 2**63, num_perm, dtype=_U64)

    def signatures(self, texts: Sequence[str]) -> np.ndarray:
        """(len(texts), num_perm) uint32; texts must be non-empty.

        One document at a time through a reused buffer: the (shingles × permutations)
        matrix of a short document stays in cache, which measured faster than batching.
        """
        out = np.empty((len(texts), self.num_perm), dtype=_U64)
        buffer = np.empty((_BLOCK_SHINGLES, self.num_perm), dtype=_U64)
        for i, text in enumerate(texts):
            hashes = shingle_hashes(text, self.k)
            out[i] = _MASK32 + _U64(1)  # above any 32-bit value
            for start in range(0, len(hashes), _BLOCK_SHINGLES):
                block = hashes[start : start + _BLOCK_SHINGLES]
                rows = buffer[: len(block)]
                np.multiply(block[:, None], self.a, out=rows)
                rows += self.b
                rows >>= _U64(32)
                np.minimum(out[i], rows.min(axis=0), out=out[i])
        return out.astype(np.uint32)


def estimate_jaccard(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.mean(a == b))


def band_layout(threshold: float, num_perm: int = NUM_PERM, min_recall: float = 0.99) -> tuple[int, int]:
    """(bands, rows): the most rows per band (fewest stray candidates) for which a pair exactly
    at `threshold` still becomes a candidate with probability ≥ `min_recall`."""
    best = (num_perm, 1)
    for rows in range(1, num_perm + 1):
        bands = num_perm // rows
        if 1 - (1 - threshold**rows) ** bands >= min_recall:
            best = (bands, rows)
    return best


def band_hashes(signatures: np.ndarray, bands: int, rows: int) -> np.ndarray:
    """(n, bands) uint64: one hash per band of each signature."""
    n = signatures.shape[0]
    cut = signatures[:, : bands * rows].reshape(n, bands, rows).astype(_U64)
    h = np.zeros((n, bands), dtype=_U64)
    for row in range(rows):
        h = _mix(h ^ cut[:, :, row] ^ _U64(row + 1))
    return h


def candidate_pairs(bands: np.ndarray, index: np.ndarray, neighbours: int = MAX_BUCKET_NEIGHBOURS) -> tuple[np.ndarray, np.ndarray]:
    """(earlier, later) document numbers that share at least one band, each pair once.

    `bands[i]` belongs to document `index[i]` (ascending). Within a bucket every member is
    paired with up to `neighbours` members before it and with the bucket's first member, so a
    bucket of thousands (a template repeated all over a corpus) stays linear, not quadratic.
    """
    n = len(index)
    found: list[np.ndarray] = []
    for band in range(bands.shape[1]):
        order = np.argsort(bands[:, band], kind="stable")
        sorted_hash = bands[order, band]
        same = sorted_hash[1:] == sorted_hash[:-1]
        if not same.any():
            continue
        run_start = np.flatnonzero(np.r_[True, ~same])
        run_of = np.cumsum(np.r_[True, ~same]) - 1
        offset = np.arange(n) - run_start[run_of]
        members = np.flatnonzero(offset > 0)
        for distance in range(1, neighbours + 1):
            members = members[offset[members] >= distance]
            if not len(members):
                break
            found.append(_pair_keys(order[members - distance], order[members], n))
        far = np.flatnonzero(offset > neighbours)
        if len(far):
            found.append(_pair_keys(order[run_start[run_of[far]]], order[far], n))
    if not found:
        empty = np.empty(0, dtype=np.int64)
        return empty, empty
    keys = np.unique(np.concatenate(found))
    return index[keys // n], index[keys % n]


def _pair_keys(earlier: np.ndarray, later: np.ndarray, n: int) -> np.ndarray:
    return earlier.astype(np.int64) * n + later.astype(np.int64)
