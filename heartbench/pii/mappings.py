"""The private PII mappings of a workspace: which original value each surrogate replaced.

`seeds anonymize` writes them (`private/pii-mappings/records.jsonl`, never exported); the
dialogue leak gate and the release gate read the originals back to make sure none of them
reaches a dialogue or a release, and the runner's outbound gate lets the surrogates pass.
"""

from __future__ import annotations

from pathlib import Path

from heartbench.pii.canonical import canonical
from heartbench.schema import PiiMapping
from heartbench.workspace import Workspace, read_records

MAPPINGS = "pii-mappings"
"""The private output of `seeds anonymize` that holds the mappings."""


def mappings_path(workspace: Workspace) -> Path:
    """`private/pii-mappings/records.jsonl`: one `PiiMapping` per anonymised document."""
    return workspace.private_dir / MAPPINGS / "records.jsonl"


def read_mappings(path: Path) -> list[PiiMapping]:
    """Every document's mapping in a private mappings file (none when there is no file)."""
    return list(read_records(path, PiiMapping, allow_empty=True)) if path.is_file() else []


def read_originals(path: Path) -> dict[str, dict[str, str]]:
    """Per seed id: {original value: entity type}, from a private mappings file."""
    return {
        mapping.id: {entity.original: entity.type for entity in mapping.entities}
        for mapping in read_records(path, PiiMapping, allow_empty=True)
    }


def surrogate_values(path: Path, mappings: list[PiiMapping] | None = None) -> set[str]:
    """Canonical forms of every surrogate in a mappings file (none when there is no file), or
    in its `mappings` already read."""
    mappings = read_mappings(path) if mappings is None else mappings
    return {canonical(entity.type, entity.surrogate) for mapping in mappings for entity in mapping.entities}
