"""Case ids: six base62 characters, stable, collision-checked."""

from __future__ import annotations

import re

from heartbench.dialogues import ids
from heartbench.dialogues.ids import assign_case_ids, short_id


def test_short_id_is_six_base62_characters_and_stable():
    value = short_id("a" * 64)
    assert re.fullmatch(r"[0-9A-Za-z]{6}", value)
    assert short_id("a" * 64) == value
    assert short_id("b" * 64) != value


def test_assign_is_deterministic_and_unique():
    seeds = [f"{n:064x}" for n in range(500)]
    first = assign_case_ids(seeds)
    assert first == assign_case_ids(seeds)
    assert len(set(first.values())) == 500


def test_collision_is_resolved_by_rehashing(monkeypatch):
    # Force collisions: a one-character id space has 62 values.
    real = ids.short_id
    monkeypatch.setattr(ids, "short_id", lambda text, length=1: real(text, 1))
    seeds = [f"seed-{n}" for n in range(40)]
    assigned = ids.assign_case_ids(seeds)
    assert len(set(assigned.values())) == 40
    assert any(assigned[s] != real(s, 1) for s in seeds)  # collisions did happen and were moved


def test_taken_ids_are_avoided():
    seed = "f" * 64
    taken = {short_id(seed)}
    assert assign_case_ids([seed], taken)[seed] not in taken
