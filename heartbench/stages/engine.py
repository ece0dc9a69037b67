"""The stage engine: a stage declares itself and its per-record work; `run_stage` does the rest.

A stage is a subclass of `Stage` with

* a declaration — `name` (its node in `heartbench.lineage.graph`, which says what it reads),
  `version` (bump when a logic change should invalidate earlier runs), `config_reads`
  (the bench.toml settings it reads, which enter the fingerprint), `side_files` (files it
  publishes besides records, rejects and stats), `stats_model` (the figures of its
  stats.json), `private_outputs`;
* its work — `run(ctx)`, which reads its inputs, and for each record calls `ctx.keep`,
  `ctx.reject` with a `Rejection`, or `ctx.fail` (a model call that failed after retries).
  `ctx.done(key)` says whether an interrupted run already finished that record.

`run_stage` computes the fingerprint (input files + configuration + version), skips a stage
whose finished marker matches it, opens the resumable outputs, runs the work, and then — only
when no record failed — publishes the files, `stats.json` (a `StageStats`) and the marker
(schema version, workspace sequence number, input fingerprints). A run with failed records
raises `StageIncomplete` (exit code 1) and keeps what it finished for the rerun.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import tempfile
from abc import ABC, abstractmethod
from collections import Counter
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar, NamedTuple

from pydantic import BaseModel

from heartbench.errors import HeartbenchError, IncompleteError, InputError, shell_arg
from heartbench.lineage import graph
from heartbench.lineage.markers import fingerprint
from heartbench.llm.call_options import CallOptions
from heartbench.llm.dryrun import DryRun
from heartbench.llm.factory import open_runner
from heartbench.llm.runner import Runner
from heartbench.locking import workspace_lock
from heartbench.stages.output import StageOutput, StageStats
from heartbench.stages.rejection import Rejection
from heartbench.stages.staleness import config_digest, first_stale, setting_value
from heartbench.workspace import Workspace


class StageResult(NamedTuple):
    """What one `run_stage` did."""

    skipped: bool
    """True when a finished run with the same fingerprint was found and nothing ran."""
    stats: dict[str, Any]
    """The stage's stats.json content."""
    outputs: Path
    """The stage folder (records.jsonl, rejects.jsonl, stats.json, _SUCCESS)."""
    calls: str = ""
    """The runner's report on this run's model calls (empty without calls or when skipped)."""
    files: tuple[str, ...] = ()
    """The files the stage publishes in `outputs`, records first."""

    def outputs_line(self) -> str:
        """`outputs: FOLDER/records.jsonl, rejects.jsonl, …, stats.json` for a stage's summary."""
        return f"outputs: {self.outputs}/{', '.join(self.files)}"


class StageIncomplete(IncompleteError):
    """The stage ran but some records could not be completed (exit code 1)."""

    def __init__(self, stage: str, command: str, failures: list[tuple[str, str]], calls: str = ""):
        self.failures = failures
        self.calls = calls
        key, reason = failures[0]
        message = (
            f"{stage}: {len(failures)} record(s) not completed (first: {key}: {reason}); the records finished so far "
            f"are kept — rerun `{command}` to retry the rest"
        )
        super().__init__(message + (f"\n{calls}" if calls else ""))


class StageContext:
    """What a stage's `run` writes through."""

    def __init__(self, out: StageOutput, private: dict[str, StageOutput]):
        self.out = out
        self.private = private
        """Outputs under `private/`, by name (never exported)."""
        self.failures: list[tuple[str, str]] = []
        self.calls = ""

    @property
    def counts(self) -> Counter[str]:
        return self.out.counts

    def done(self, key: str) -> bool:
        """True when an interrupted run with the same fingerprint already wrote this record."""
        return key in self.out.done_keys

    def keep(self, record: BaseModel | dict, key: str) -> None:
        self.out.keep(record, key)

    def reject(self, record: BaseModel | dict, key: str, rejection: Rejection) -> None:
        self.out.reject(record, key, rejection)

    def side_file(self, name: str) -> Path:
        """Where to write the declared side file `name`: it appears beside the records when
        the stage finishes, and never from a run that did not."""
        return self.out.side_file(name)

    def fail(self, key: str, reason: str) -> None:
        """A record that could not be completed (a failed model call): neither kept nor
        rejected, so the stage stays unfinished and a rerun retries it."""
        self.failures.append((key, reason))
        self.out.counts["failed"] += 1


class Stage(ABC):
    """A declared stage: what it is, and its work over records."""

    name: ClassVar[str]
    """Its node in `heartbench.lineage.graph` (also its folder under `stages/`)."""
    version: ClassVar[int] = 1
    """Logic version: bump when a change should invalidate earlier runs."""
    config_reads: ClassVar[tuple[str, ...]] = ()
    """The bench.toml settings the stage reads: `section.key` (`thresholds.case_saturation`) or a
    whole `section`. Their values enter the fingerprint, and the marker records a digest of
    each, so a stage downstream knows when one changed after this stage ran."""
    side_files: ClassVar[tuple[str, ...]] = ()
    """Files the stage publishes beside its records (written through `ctx.side_file`)."""
    stats_model: ClassVar[type[StageStats]] = StageStats
    """The stage's stats.json: its figures, typed (`run` returns them as a dict)."""
    private_outputs: ClassVar[tuple[str, ...]] = ()
    """Extra outputs under `private/` (finished together with the stage)."""
    missing_input: ClassVar[str | None] = None
    """Message when the input stage has not finished (default: the graph's)."""

    def __init__(self, workspace: Workspace):
        self.ws = workspace

    # Declaration -----------------------------------------------------------------------
    @cached_property
    def sources(self) -> dict[str, graph.Resolved]:
        """Each input of the graph node, resolved (raises InputError when one has not finished)."""
        stages_root = self.ws.root / "stages"
        review_at = self.ws.config.review.stage
        return {name: graph.resolve(stages_root, self.name, name, self.missing_input, review_at=review_at) for name in graph.node(self.name).inputs}

    @property
    def source(self) -> Path:
        """The records file of the stage's first input."""
        return next(iter(self.sources.values())).records

    @property
    def command(self) -> str:
        return graph.node(self.name).command

    def rerun_command(self) -> str:
        """The command that reruns this stage, for messages."""
        return self.command.replace("WS", shell_arg(self.ws.root))

    def outputs_present(self) -> bool:
        """False when something the stage makes outside its folder is gone (a finished run is then redone)."""
        return True

    def output_dir(self) -> Path:
        """Where the stage's files go: `stages/<name>/` of the workspace."""
        return self.ws.stage_dir(self.name)

    def output(self, folder: Path, fp: str) -> StageOutput:
        return StageOutput(folder, fp, graph.node(self.name).records, side_files=self.side_files, stats_model=self.stats_model)

    def input_files(self) -> list[Path]:
        """Files whose bytes enter the fingerprint: the input stages' records by default."""
        return [resolved.records for resolved in self.sources.values()]

    def settings(self) -> dict[str, Any]:
        """Stage options that enter the fingerprint besides the config section."""
        return {}

    def fingerprint(self) -> str:
        # the inputs' own fingerprints too: an input that ran again (even to the same records) is a new
        # lineage, and the marker must name it, or the chain reads as stale (`heartbench.stages.staleness`)
        inputs = {k: [v.stage, v.marker.fingerprint] for k, v in self.sources.items()}
        config: dict[str, Any] = {"settings": self.settings(), "inputs": inputs}
        for setting in self.config_reads:
            config[setting] = setting_value(self.ws, setting)
        return fingerprint(inputs=self.input_files(), config=config, version=f"{self.name}/{self.version}")

    # Work ------------------------------------------------------------------------------
    @abstractmethod
    def run(self, ctx: StageContext) -> dict[str, Any]:
        """Write every record through `ctx`; return the stage's own figures for stats.json."""


class ModelStage(Stage):
    """A stage whose work calls models: `run_async` gets the workspace's runner
    (`heartbench.llm.factory.open_runner`), closed afterwards; its report lands in the result."""

    def __init__(self, workspace: Workspace, *, calls: CallOptions | None = None, runner_options: dict[str, Any] | None = None):
        super().__init__(workspace)
        self.calls = calls or CallOptions()
        """The command line's settings for the calls (dry run, timeout, resamples, spend cap, batch)."""
        self.runner_options = runner_options or {}
        """Extra `Runner` settings (`run_id`; tests shorten backoff and polling)."""

    @property
    def dry_run(self) -> DryRun | None:
        """Count and price the requests the ledger lacks instead of sending them; write nothing."""
        return self.calls.dry_run

    @abstractmethod
    async def run_async(self, ctx: StageContext, runner: Runner) -> dict[str, Any]:
        """`run` with a runner."""

    def open_runner(self) -> contextlib.AbstractContextManager[Runner]:
        """The stage's runner: the workspace's (a stage that calls on another's settings overrides this)."""
        return open_runner(self.ws, calls=self.calls, **self.runner_options)

    def run(self, ctx: StageContext) -> dict[str, Any]:
        with self.open_runner() as runner:

            async def go() -> dict[str, Any]:
                try:
                    return await self.run_async(ctx, runner)
                finally:
                    await runner.aclose()

            try:
                return asyncio.run(go())
            finally:
                ctx.calls = runner.report()


def run_stage(stage: Stage) -> StageResult:
    """Run `stage` unless a finished run with the same fingerprint exists; the workspace's
    writer lock is held throughout (a second writer gets `WorkspaceBusy`).

    A model stage built with `dry_run` runs against a read-only ledger into a scratch folder:
    nothing is sent, nothing in the workspace changes, and the result's `calls` says what
    would be sent and what it would cost."""
    if isinstance(stage, ModelStage) and stage.dry_run is not None:
        return _dry_run(stage)
    with workspace_lock(stage.ws.root, stage.rerun_command()):
        return _run_stage(stage)


def _dry_run(stage: ModelStage) -> StageResult:
    fp = stage.fingerprint()
    out_dir = stage.output_dir()
    if stage.output(out_dir, fp).complete:
        return StageResult(True, read_stats(out_dir), out_dir, "dry run: the stage is up to date; a run would send nothing")
    with tempfile.TemporaryDirectory(prefix="heartbench-dry-run-") as scratch:
        out = stage.output(Path(scratch) / stage.name, fp)
        private = {name: StageOutput(Path(scratch) / "private" / name, fp) for name in stage.private_outputs}
        with contextlib.ExitStack() as stack:
            for output in (out, *private.values()):
                stack.enter_context(output)
            ctx = StageContext(out, private)
            stage.run(ctx)
    return StageResult(False, {"dry_run": True}, out_dir, ctx.calls)


def _run_stage(stage: Stage) -> StageResult:
    ws = stage.ws
    fp = stage.fingerprint()
    out = stage.output(stage.output_dir(), fp)
    private = {name: StageOutput(ws.open_private_dir() / name, fp) for name in stage.private_outputs}
    # before "up to date": a stage whose own settings did not move may still sit on a chain that did
    # (split after case_saturation changed under prune), and must not call itself current
    for source in stage.sources.values():  # an input that is itself current, built on a stage that ran again since
        stale = first_stale(ws, source.stage)
        if stale is not None:
            raise InputError(ws.root / "stages" / stale.stage, f"{stage.name} would read stale input: {stale.reason}; rerun "
                                                                f"`{stale.command}` and the stages after it first")  # fmt: skip
    if out.complete and all(p.complete for p in private.values()) and stage.outputs_present():
        return StageResult(True, read_stats(out.dir), out.dir, files=out.files)
    with contextlib.ExitStack() as stack:
        stack.enter_context(out)
        for output in private.values():
            stack.enter_context(output)
        ctx = StageContext(out, private)
        try:
            figures = stage.run(ctx)
        except BaseException as exc:
            _discard_unusable(exc, [out, *private.values()])
            raise
        if ctx.failures:
            raise StageIncomplete(stage.name, stage.rerun_command(), ctx.failures, ctx.calls)
        for output in private.values():
            output.finish({})
        inputs = {resolved.stage: resolved.marker.fingerprint for resolved in stage.sources.values()}
        config = {setting: config_digest(ws, setting) for setting in stage.config_reads}
        stats = out.finish(figures, sequence=graph.next_sequence(ws.root / "stages"), inputs=inputs, config=config)
    return StageResult(False, stats, out.dir, ctx.calls, out.files)


def _discard_unusable(exc: BaseException, outputs: list[StageOutput]) -> None:
    """A run stopped by bad input with nothing kept leaves nothing behind; a full disk loses
    the partial files too (kept, they would hold the disk full — model replies stay in the
    ledger, so a rerun sends nothing twice). Anything else keeps them for the rerun."""
    disk_full = isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT)
    bad_input = isinstance(exc, HeartbenchError) and not isinstance(exc, IncompleteError)
    for output in outputs:
        if disk_full or (bad_input and not output.holds_work):
            output.discard()


def read_stats(stage_dir: Path) -> dict[str, Any]:
    """A finished stage's stats.json ({} when unreadable: stats are informative, not inputs)."""
    try:
        return json.loads((Path(stage_dir) / "stats.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
