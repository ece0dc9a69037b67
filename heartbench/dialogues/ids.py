"""Short stable case ids: six base62 characters, like the question ids of HeartBench v1."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
ID_LENGTH = 6


def short_id(text: str, length: int = ID_LENGTH) -> str:
    """Base62 of the SHA-256 of `text`, first `length` characters (62^6 ≈ 5.7e10 values)."""
    number = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest(), "big")
    digits = []
    for _ in range(length):
        number, rest = divmod(number, 62)
        digits.append(ALPHABET[rest])
    return "".join(digits)


def assign_case_ids(seed_ids: Iterable[str], taken: Iterable[str] = ()) -> dict[str, str]:
    """A case id per seed id, unique among themselves and `taken`.

    On a collision the seed id is re-hashed with a counter (`<seed id>#1`, `#2`...). The result
    depends only on the seed ids and their order, so reruns give the same ids.
    """
    used = set(taken)
    ids: dict[str, str] = {}
    for seed_id in seed_ids:
        if seed_id in ids:
            continue
        candidate, attempt = short_id(seed_id), 0
        while candidate in used:
            attempt += 1
            candidate = short_id(f"{seed_id}#{attempt}")
        used.add(candidate)
        ids[seed_id] = candidate
    return ids
