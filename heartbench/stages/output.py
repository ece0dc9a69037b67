"""The files of one stage run, crash-safe and resumable.

* `StageOutput` — writes `records.jsonl`, `rejects.jsonl`, the stage's declared side files,
  `stats.json` and a `_SUCCESS` marker holding the fingerprint (input hashes + config) the
  stage ran with. Records are appended to `.partial` files as they are produced, so a crash
  loses at most the line being written and a rerun resumes where it stopped; the final files
  appear only when the stage finishes, by rename. A side file (`answers.jsonl`,
  `split-report.json` …) is written to a pending name during the run and renamed into place
  with the others.
* `Marker` — the completion marker: fingerprint, schema version, the workspace-wide sequence
  number that orders finished stages, and the fingerprints of the inputs the run read.
* `bar` — the progress bar long stages show on stderr (model calls show the runner's own).
"""

from __future__ import annotations

import contextlib
import json
import os
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from heartbench.jsonio import atomic_write, dumps, naming, write_json
from heartbench.lineage.markers import MARKER, Marker
from heartbench.schema import SCHEMA_VERSION
from heartbench.stages.rejection import Rejection

STARTED = "_STARTED"


class StageStats(BaseModel):
    """The shape of every `stats.json`: counts and rejections by code, plus the stage's own
    figures. A stage declares its figures in a subclass (`Stage.stats_model`), which forbids
    undeclared keys; this base reads any stats.json. Two workers' stats merge by adding counts."""

    model_config = ConfigDict(extra="allow")

    counts: dict[str, int] = Field(default_factory=dict)
    """`kept` and `rejected` (every record in the outputs, an interrupted run's included),
    `resumed` (of those, finished by the interrupted run), and stage counters."""
    rejections: dict[str, int] = Field(default_factory=dict)
    """Rejected records by rejection code."""

    def merge(self, other: StageStats) -> StageStats:
        """Counts and rejections added; the stage's own figures of `other` win."""
        counts = Counter(self.counts) + Counter(other.counts)
        rejections = Counter(self.rejections) + Counter(other.rejections)
        figures = {**self.figures(), **other.figures()}
        return type(self)(counts=dict(sorted(counts.items())), rejections=dict(sorted(rejections.items())), **figures)

    def figures(self) -> dict[str, Any]:
        """The stage's own figures (everything but counts and rejections)."""
        return {key: value for key, value in self if key not in ("counts", "rejections")}  # iterating yields the extras too


class StageOutput:
    """Crash-safe, resumable outputs of one stage run."""

    def __init__(self, stage_dir: Path, fingerprint: str, records: str = "records.jsonl", *,
                 side_files: tuple[str, ...] = (), stats_model: type[StageStats] | None = None):  # fmt: skip
        self.dir = Path(stage_dir)
        self.fingerprint = fingerprint
        self.side_files = side_files
        """Files besides records, rejects and stats that the stage writes (through `side_file`)."""
        self.stats_model = stats_model or StageStats
        """The shape `finish` checks the stage's figures against before stats.json is written."""
        self.counts: Counter[str] = Counter()
        self.rejections: Counter[str] = Counter()
        """Rejections filed by this run, by code."""
        self._records = self.dir / records
        self._rejects = self.dir / "rejects.jsonl"
        self._handles: dict[str, Any] = {}
        self.done_keys: set[str] = set()

    # State -----------------------------------------------------------------------------
    @property
    def complete(self) -> bool:
        """True when a previous run with the same fingerprint finished."""
        marker = self.dir / MARKER
        return marker.is_file() and _read_fingerprint(marker) == self.fingerprint

    def open(self) -> StageOutput:
        """Start or resume: keep partial output of an interrupted run with the same fingerprint."""
        self.dir.mkdir(parents=True, exist_ok=True)
        for leftover in self.dir.glob(".*.tmp"):  # an atomic write a killed run never renamed (the writer lock is ours)
            leftover.unlink(missing_ok=True)
        started = self.dir / STARTED
        resumable = started.is_file() and _read_fingerprint(started) == self.fingerprint
        (self.dir / MARKER).unlink(missing_ok=True)
        if not resumable:
            stale_side_files = [path for name in self.side_files for path in (self.dir / name, self._pending(name))]
            for path in (self._partial(self._records), self._partial(self._rejects), *stale_side_files):
                path.unlink(missing_ok=True)
            write_json(started, {"fingerprint": self.fingerprint})
        for name, final in (("records", self._records), ("rejects", self._rejects)):
            partial = self._partial(final)
            _truncate_torn_tail(partial)
            for row in _read_complete_lines(partial):
                self.done_keys.add(row["_key"] if "_key" in row else row.get("id", ""))
                # counts describe the outputs, not this run: a resumed record is kept (or rejected) all the same
                self.counts["resumed"] += 1
                self.counts["kept" if name == "records" else "rejected"] += 1
                if name == "rejects":
                    self.rejections[row.get("code", "unknown")] += 1
            self._handles[name] = open(partial, "a", encoding="utf-8")
        return self

    def __enter__(self) -> StageOutput:
        return self.open()

    def __exit__(self, exc_type, exc, tb) -> None:
        for handle in self._handles.values():
            with naming(Path(handle.name)):
                handle.close()

    @property
    def holds_work(self) -> bool:
        """True when this run or the one it resumes kept a record (worth resuming)."""
        return bool(self.counts["kept"])

    def discard(self) -> None:
        """Remove this run's partial files and start marker (the folder too, when that leaves it
        empty): for a run stopped by bad input with nothing worth resuming, or a full disk."""
        for handle in self._handles.values():
            with contextlib.suppress(OSError):  # its unwritten buffer is discarded with the file (a full disk)
                handle.close()
        self._handles.clear()
        pending = [self._pending(name) for name in self.side_files]
        for path in (self._partial(self._records), self._partial(self._rejects), *pending, self.dir / STARTED):
            path.unlink(missing_ok=True)
        with contextlib.suppress(OSError):
            self.dir.rmdir()

    # Writing ---------------------------------------------------------------------------
    def keep(self, record: BaseModel | dict, key: str) -> None:
        self._write("records", record, key)
        self.counts["kept"] += 1

    def reject(self, record: BaseModel | dict, key: str, rejection: Rejection) -> None:
        """File a record under rejects.jsonl with `reason` (code and detail) and `code`."""
        row = record.model_dump(mode="json") if isinstance(record, BaseModel) else dict(record)
        row["reason"] = str(rejection)
        row["code"] = rejection.code
        self._write("rejects", row, key)
        self.counts["rejected"] += 1
        self.rejections[rejection.code] += 1

    def _write(self, name: str, record: BaseModel | dict, key: str) -> None:
        row = record.model_dump(mode="json") if isinstance(record, BaseModel) else dict(record)
        row["_key"] = key
        handle = self._handles[name]
        with naming(Path(handle.name)):
            handle.write(dumps(row) + "\n")
            handle.flush()
        self.done_keys.add(key)

    def side_file(self, name: str) -> Path:
        """Where the stage writes its declared side file `name` (published by `finish`)."""
        if name not in self.side_files:
            raise KeyError(f"{self.dir.name}: side file {name!r} is not declared (Stage.side_files: {self.side_files})")
        return self._pending(name)

    @property
    def files(self) -> tuple[str, ...]:
        """The files a finished run holds, records first."""
        return (self._records.name, self._rejects.name, *self.side_files, "stats.json")

    def finish(self, stats: dict[str, Any] | None = None, *, sequence: int = 0, inputs: dict[str, str] | None = None,
               config: dict[str, str] | None = None) -> dict[str, Any]:  # fmt: skip
        """Publish the outputs: final files, side files, stats.json, then the marker (last, by design)."""
        summary = self.stats_model(counts=dict(sorted(self.counts.items())), rejections=dict(sorted(self.rejections.items())), **(stats or {}))
        missing = [name for name in self.side_files if not self._pending(name).is_file()]
        if missing:
            raise RuntimeError(f"{self.dir.name}: declared side file(s) not written: {', '.join(missing)}")
        for handle in self._handles.values():
            with naming(Path(handle.name)):
                handle.flush()
                os.fsync(handle.fileno())
                handle.close()
        self._handles.clear()
        for final in (self._records, self._rejects):
            _publish(self._partial(final), final)
        for name in self.side_files:
            os.replace(self._pending(name), self.dir / name)
        write_json(self.dir / "stats.json", summary.model_dump(mode="json"))
        marker = Marker(fingerprint=self.fingerprint, schema_version=SCHEMA_VERSION, sequence=sequence, inputs=inputs or {},
                        config=config or {})  # fmt: skip
        write_json(self.dir / MARKER, marker.model_dump(mode="json"))
        (self.dir / STARTED).unlink(missing_ok=True)
        return summary.model_dump(mode="json")

    def written_rows(self) -> Iterator[dict[str, Any]]:
        """The records written so far: this run's and those of the interrupted run it resumes."""
        return read_stage_rows(self._partial(self._records))

    @staticmethod
    def _partial(final: Path) -> Path:
        return final.with_name(final.name + ".partial")

    def _pending(self, side_file: str) -> Path:
        return self.dir / f".{side_file}.pending"


def read_stage_rows(path: Path) -> Iterator[dict[str, Any]]:
    """Rows of a stage file without the internal `_key` column."""
    for row in _read_complete_lines(path):
        row.pop("_key", None)
        yield row


def _publish(partial: Path, final: Path) -> None:
    """Rewrite a partial file without internal keys and rename it into place."""
    with atomic_write(final) as out:  # names `final` on a full disk and leaves no temporary file behind
        for row in read_stage_rows(partial):
            out.write(dumps(row) + "\n")
    partial.unlink(missing_ok=True)


def _read_complete_lines(path: Path) -> Iterator[dict[str, Any]]:
    """JSON rows of a file we wrote; a torn last line (crash mid-write) is ignored."""
    if not path.is_file():
        return
    with open(path, "rb") as handle:
        for raw in handle:
            if not raw.endswith(b"\n"):
                break
            try:
                yield json.loads(raw)
            except json.JSONDecodeError:
                break


def _truncate_torn_tail(path: Path) -> None:
    """Cut a half-written last line so appending continues on a clean line boundary."""
    if not path.is_file():
        return
    with open(path, "r+b") as handle:
        size = handle.seek(0, os.SEEK_END)
        end = size
        while end > 0:
            start = max(0, end - 65536)
            handle.seek(start)
            chunk = handle.read(end - start)
            newline = chunk.rfind(b"\n")
            if newline >= 0:
                end = start + newline + 1
                break
            end = start
        if end != size:
            handle.truncate(end)


def _read_fingerprint(path: Path) -> str | None:
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("fingerprint")
    except (OSError, ValueError):
        return None


@contextlib.contextmanager
def bar(description: str, total: int | None) -> Iterator[Callable[[int], None]]:
    """A progress bar on stderr that advances by any amount: `with bar("cleaning", n) as advance: advance(k)`."""
    columns = [TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn()]
    console = Console(stderr=True)
    # Off when stderr is not a terminal (logs, CI, tests): nothing to redraw there.
    with Progress(*columns, transient=True, console=console, disable=not console.is_terminal) as progress:
        task = progress.add_task(description, total=total)
        yield lambda amount=1: progress.advance(task, amount)
