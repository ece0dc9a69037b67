"""The workspace's record of judge–human agreement measurements, for its releases.

`evaluate agreement import` of a run whose cases came from a workspace appends a summary of
the measurement to `<workspace>/measurements/judge-human.jsonl`: when, which run, which judge,
how many pairs, items and raters, and the headline figures with their intervals. `release`
reports the latest measurement made for the workspace's current judge on the card, and
`release --require-agreement 0.75` refuses to release without one at or above that rate (the
construction article asks for at least 75 % agreement between the judge and the experts).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from heartbench.jsonio import read_jsonl, write_jsonl

LOG = Path("measurements") / "judge-human.jsonl"
FIGURES = ("item_agreement", "cohen_kappa", "fleiss_kappa_raters")
"""Headline figures kept in the summary: the judge's agreement rate with the raters' majority,
Cohen's κ of the same, and Fleiss' κ among the raters (the human ceiling)."""


def summary(report: dict[str, Any], *, run: Path, judge: str | None) -> dict[str, Any]:
    """What a release needs to know of one agreement report."""
    headline = {row["name"]: {"value": row["value"], "ci95": row["ci95"]} for row in report["headline"] if row["name"] in FIGURES}
    return {
        "measured_at": datetime.now(UTC).isoformat(timespec="seconds"), "run": run.name, "judge": judge,
        "pairs": report["pairs"], "items": report["items"], "raters": len(report["raters"]), **headline,
    }  # fmt: skip


def record(workspace: Path, entry: dict[str, Any], *, stage: Callable[[Path], Path] = lambda path: path) -> Path:
    """Append `entry` to the workspace's log (rewritten whole, atomically, into `stage(log)`:
    a `jsonio.files_together` stage publishes it with the report it summarises)."""
    path = Path(workspace) / LOG
    rows = [row for _, row in read_jsonl(path, allow_empty=True)] if path.is_file() else []
    path.parent.mkdir(parents=True, exist_ok=True)
    write_jsonl(stage(path), [*rows, entry])
    return path


def latest(workspace: Path, judge: str) -> dict[str, Any] | None:
    """The latest measurement made for `judge`; None when there is none."""
    path = Path(workspace) / LOG
    if not path.is_file():
        return None
    matching = [row for _, row in read_jsonl(path, allow_empty=True) if isinstance(row, dict) and row.get("judge") == judge]
    return matching[-1] if matching else None
