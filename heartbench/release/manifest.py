"""`manifest.json`: what a release holds and what it was built from; `verify` checks it.

Every file of the release (except the manifest) is listed with its size and sha256, so a copy
can be checked byte for byte; besides, the counts, schema and tool versions, the standard
(name, version, sha256 of its YAML), models per role, the previous version, the canary and a
digest of the ledger entries behind the cases.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, NamedTuple

from heartbench.errors import InputError
from heartbench.release.facts import ReleaseFacts

MANIFEST = "manifest.json"
MANIFEST_FORMAT = 1


def sha256_of(path: Path) -> str:
    hasher = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            hasher.update(block)
    return hasher.hexdigest()


def file_table(folder: Path) -> dict[str, dict[str, Any]]:
    """Relative path → {bytes, sha256} for every file under `folder` but the manifest."""
    table = {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        relative = path.relative_to(folder).as_posix()
        if relative != MANIFEST:
            table[relative] = {"bytes": path.stat().st_size, "sha256": sha256_of(path)}
    return table


def build_manifest(facts: ReleaseFacts, folder: Path) -> dict[str, Any]:
    return {
        "manifest_format": MANIFEST_FORMAT,
        "name": facts.name,
        "version": facts.version,
        "previous_version": facts.previous,
        "canary": facts.canary,
        "tool": {"name": "heartbench-kit", "version": facts.tool_version},
        "schema_version": facts.schema_version,
        "language": facts.language,
        "standard": {"name": facts.standard.name, "version": facts.standard.version, "sha256": facts.standard_sha256},
        "source_stage": facts.source_stage,
        "counts": facts.counts(),
        "models": facts.models,
        "ledger": facts.ledger,
        "files": file_table(folder),
    }


class Mismatch(NamedTuple):
    path: str
    problem: str


def read_manifest(folder: Path) -> dict[str, Any]:
    """A release's manifest; InputError when the folder has none or it is not one."""
    path = Path(folder) / MANIFEST
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(folder, f"not a release folder (no {MANIFEST})") from None
    except ValueError:
        manifest = None
    if not isinstance(manifest, dict) or not isinstance(manifest.get("files"), dict):
        raise InputError(path, "not a release manifest (unreadable JSON or no `files`)")
    return manifest


def verify(folder: Path, manifest: dict[str, Any] | None = None) -> list[Mismatch]:
    """Every difference between the folder and its manifest (empty when they agree)."""
    folder = Path(folder)
    listed = (manifest or read_manifest(folder))["files"]
    actual = file_table(folder)
    problems = []
    for name, entry in listed.items():
        found = actual.get(name)
        if found is None:
            problems.append(Mismatch(name, "missing"))
        elif found["bytes"] != entry.get("bytes"):
            problems.append(Mismatch(name, f"size {found['bytes']} bytes, manifest says {entry.get('bytes')}"))
        elif found["sha256"] != entry.get("sha256"):
            problems.append(Mismatch(name, "sha256 differs from the manifest"))
    problems += [Mismatch(name, "not in the manifest") for name in actual if name not in listed]
    return problems
