"""Is a finished chain of stages still what its inputs and settings say now?

Each completion marker records the fingerprint of every input stage as the run read it, and a
digest of each bench.toml setting the stage reads (`Stage.config_reads`). A chain is stale when
an upstream stage ran again since (a re-ingest, a new review), or when a setting a stage reads
changed since it ran (`case_saturation` after prune). Every stage checks the chain behind its
inputs before it runs, and `release` the chain behind the current cases; both refuse a stale
one and name the first stage to rerun: the most upstream one whose inputs or settings moved.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any, NamedTuple

from heartbench.errors import shell_arg
from heartbench.jsonio import dumps
from heartbench.lineage import graph
from heartbench.workspace import Workspace

STANDARD = "standard"
"""A `config_reads` entry for the workspace's standard itself: its name and a digest of its
content (principles, capabilities, scenes), so that editing a custom standard's file makes
the stages that read it stale, as a bench.toml setting does."""


def setting_value(ws: Workspace, setting: str) -> Any:
    """The current value of a bench.toml setting a stage reads: `section.key` or a whole
    `section`, or `STANDARD`; `_MISSING` when the name is not a setting (a marker of another
    version)."""
    if setting == STANDARD:
        return {"name": ws.config.standard, "sha256": hashlib.sha256(ws.standard.model_dump_json().encode()).hexdigest()}
    section, _, key = setting.partition(".")
    value = getattr(ws.config, section, _MISSING)
    if key and value is not _MISSING:
        value = getattr(value, key, _MISSING)
    if value is _MISSING:
        return _MISSING
    value = value.model_dump(mode="json") if hasattr(value, "model_dump") else value
    if section in _FILE_KEYS and isinstance(value, dict) and value.get(_FILE_KEYS[section]):
        # a file the setting names is read for its content: an edit to it is a change of the setting
        value = {**value, f"{_FILE_KEYS[section]}_sha256": _file_digest(ws.root / value[_FILE_KEYS[section]])}
    return value


_FILE_KEYS = {"judge": "template"}
"""Sections with a key naming a file of the workspace's (the judge's own wording)."""


def _file_digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def config_digest(ws: Workspace, setting: str) -> str:
    """sha256 of one bench.toml setting as a stage reads it (what its marker records)."""
    return hashlib.sha256(dumps(setting_value(ws, setting)).encode()).hexdigest()


_MISSING: Any = object()


class Stale(NamedTuple):
    stage: str
    """The first stage to rerun."""
    reason: str
    """What moved under it."""
    command: str
    """How to rerun it."""


def first_stale(ws: Workspace, stage: str) -> Stale | None:
    """The most upstream stale stage behind (and including) the finished `stage`; None when the
    chain holds."""
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
            found = _earlier(ws, found, Stale(name, problem, graph.node(name).command.replace("WS", shell_arg(ws.root))))
        for setting, digest in marker.config.items():
            if setting_value(ws, setting) is not _MISSING and config_digest(ws, setting) != digest:
                found = _earlier(ws, found, Stale(name, f"{_named(ws, setting)} changed after it ran",
                                              graph.node(name).command.replace("WS", shell_arg(ws.root))))  # fmt: skip
    return found


def _named(ws: Workspace, setting: str) -> str:
    if setting == STANDARD:
        return f"the standard {ws.config.standard}"
    section, _, key = setting.partition(".")
    if key:
        return f"bench.toml [{section}] {key}"
    return f"bench.toml [{section}] or the {_FILE_KEYS[section]} file it names" if section in _FILE_KEYS else f"bench.toml [{section}]"


def _earlier(ws: Workspace, found: Stale | None, candidate: Stale) -> Stale:
    """Of two stale stages, the one earlier in the pipeline (rerun it first)."""
    order = graph.pipeline_order(ws.config.review.stage)
    if found is None or order[candidate.stage] < order[found.stage]:
        return candidate
    return found
