"""The datatrove pipeline step that runs the seeds stages' chunks (imported only with datatrove)."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from pathlib import Path
from typing import Any

from datatrove.pipeline.base import PipelineStep

from heartbench.jsonio import write_pickle


class ChunkStep(PipelineStep):
    """One rank's work: every chunk whose number ≡ rank (mod world size), each result written as
    a file. A chunk whose result exists is skipped, so rerunning a failed rank redoes the rest only."""

    name = "heartbench chunks"
    type = "HeartBench"

    def __init__(self, folder: str, fn: Callable, setup: Callable, config: Any, count: int):
        super().__init__()
        self.folder, self.fn, self.setup, self.config, self.count = folder, fn, setup, config, count

    def run(self, data=None, rank: int = 0, world_size: int = 1):
        folder = Path(self.folder)
        worker = None
        for number in range(rank, self.count, world_size):
            result = folder / "results" / f"{number:08d}.pkl"
            if result.is_file():
                continue
            if worker is None:  # built here, in the worker: jieba and the PII engine do not pickle
                worker = self.setup(self.config)
            with open(folder / "tasks" / f"{number:08d}.pkl", "rb") as handle:
                task = pickle.load(handle)
            write_pickle(result, self.fn(worker, task))
            self.stat_update("chunks")
        yield from ()
