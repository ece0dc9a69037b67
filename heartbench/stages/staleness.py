"""Is a finished chain of stages still what its inputs and settings say now?

Each completion marker records the fingerprint of every input stage as the run read it, and a
digest of the bench.toml section the stage reads. A chain is stale when an upstream stage ran
again since (a re-ingest, a new review), or when a section a stage reads changed since it ran
(`case_saturation` after prune). `release` refuses a stale chain and names the first stage to
rerun: the most upstream one whose inputs or settings moved.
"""

from __future__ import annotations

import hashlib
from typing import NamedTuple

from heartbench.jsonio import dumps
from heartbench.lineage import graph
from heartbench.workspace import Workspace


def config_digest(ws: Workspace, section: str) -> str:
    """sha256 of one bench.toml section as a stage reads it (what its marker records)."""
    return hashlib.sha256(dumps(getattr(ws.config, section).model_dump(mode="json")).encode()).hexdigest()


class Stale(NamedTuple):
    stage: str
    """The first stage to rerun."""
    reason: str
    """What moved under it."""
    command: str
    """How to rerun it."""


def first_stale(ws: Workspace, stage: str, *, settings: bool = True) -> Stale | None:
    """The most upstream stale stage behind (and including) the finished `stage`; None when the
    chain holds. `settings=False` looks only for upstream stages that ran again."""
    stages = ws.root / "stages"
    found: Stale | None = None
    seen: set[str] = set()
    pending = [stage]
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        marker = graph.finished(stages, name)
        if marker is None:
            continue
        for upstream, recorded in marker.inputs.items():
            current = graph.finished(stages, upstream) if upstream in graph.NODES else None
            if current is None:
                problem = f"its input `{upstream}` is gone"
            elif current.fingerprint != recorded:
                problem = f"`{upstream}` ran again after it"
            else:
                pending.append(upstream)
                continue
            found = _earlier(ws, found, Stale(name, problem, graph.node(name).command.replace("WS", str(ws.root))))
        for section, digest in marker.config.items() if settings else ():
            if hasattr(ws.config, section) and config_digest(ws, section) != digest:
                found = _earlier(ws, found, Stale(name, f"bench.toml [{section}] changed after it ran",
                                              graph.node(name).command.replace("WS", str(ws.root))))  # fmt: skip
    return found


def _earlier(ws: Workspace, found: Stale | None, candidate: Stale) -> Stale:
    """Of two stale stages, the one earlier in the pipeline (rerun it first)."""
    order = graph.pipeline_order(ws.config.review.stage)
    if found is None or order[candidate.stage] < order[found.stage]:
        return candidate
    return found
