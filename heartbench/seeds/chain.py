"""`seeds run`: ingest → clean → anonymize in one command, on the executor given."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from heartbench.seeds.anonymize import anonymize
from heartbench.seeds.clean import CleanOptions, clean
from heartbench.seeds.ingest import IngestOptions, ingest
from heartbench.seeds.readers import Problem
from heartbench.stages.engine import StageResult
from heartbench.stages.executors import Executor
from heartbench.workspace import Workspace


class SeedsResult(NamedTuple):
    ingest: StageResult
    clean: StageResult
    anonymize: StageResult


def run_seeds(ws: Workspace, paths: list[Path], ingest_options: IngestOptions, clean_options: CleanOptions, executor: Executor,
              *, jobs: int | None = None, on_problem: Callable[[Problem], None] = lambda problem: None) -> SeedsResult:  # fmt: skip
    """The three stages in order; each is skipped when already finished with the same inputs and options."""
    first = ingest(ws, paths, ingest_options, jobs=jobs, on_problem=on_problem, executor=executor)
    second = clean(ws, clean_options, jobs=jobs, executor=executor)
    third = anonymize(ws, jobs=jobs, executor=executor)
    shutil.rmtree(ws.root / ".scale", ignore_errors=True)  # kept after a failure: it holds the task logs
    return SeedsResult(first, second, third)
