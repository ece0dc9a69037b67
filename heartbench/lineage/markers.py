"""Completion markers: what a finished stage ran on, so a rerun knows whether it is current.

A stage folder's `_SUCCESS` marker holds the fingerprint of the inputs, configuration and
logic version the run finished with, the record schema version, the workspace sequence
number (which stage finished last) and the fingerprints of the input stages as read.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from heartbench.errors import InputError
from heartbench.schema import SCHEMA_VERSION

MARKER = "_SUCCESS"


class Marker(BaseModel):
    """The completion marker `_SUCCESS` of a stage folder."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    fingerprint: str
    """Hash of the input files, configuration and logic version the run finished with."""
    schema_version: int
    """`heartbench.schema.SCHEMA_VERSION` of the records the run wrote (required: a marker
    without it comes from a kit before markers carried it)."""
    sequence: int = 0
    """Order of completion within the workspace: higher finished later (0 outside a workspace)."""
    inputs: dict[str, str] = Field(default_factory=dict)
    """Fingerprint of each input stage's marker, by stage name, as the run read them."""
    config: dict[str, str] = Field(default_factory=dict)
    """sha256 of each bench.toml section the stage reads, as it ran (empty: none, or a run from
    before markers recorded it) — so a later change of those keys shows the stage is stale."""


def read_marker(folder: Path, command: str = "the stage", *, check_schema: bool = True) -> Marker | None:
    """The marker of a stage folder, None when absent or unreadable; InputError when it was
    written under another schema version (the records must be rebuilt with `command`)."""
    path = Path(folder) / MARKER
    try:
        marker = Marker.model_validate_json(path.read_bytes())
    except (OSError, ValidationError):
        if check_schema and path.is_file():
            raise InputError(path, f"completion marker from an older HeartBench Kit or damaged; rerun `{command}`") from None
        return None
    if check_schema and marker.schema_version != SCHEMA_VERSION:
        raise InputError(path, f"written with record schema {marker.schema_version}, this kit reads schema {SCHEMA_VERSION}; rerun `{command}`")
    return marker


def fingerprint(*, inputs: Iterable[Path] = (), config: Any = None, version: str = "1") -> str:
    """Hash of the input files' bytes and the stage configuration."""
    digest = hashlib.sha256(f"v{version}".encode())
    for path in sorted(Path(p) for p in inputs):
        digest.update(str(path.name).encode())
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    digest.update(json.dumps(config, sort_keys=True, default=str, ensure_ascii=False).encode())
    return digest.hexdigest()
