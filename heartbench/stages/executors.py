"""Where the seeds stages' per-chunk work runs: this machine, or a datatrove executor.

Every seeds stage (ingest, clean, anonymize) is a stream of chunks through one function —
`fn(setup(config), chunk)` — whose results the stage writes in chunk order. An executor is
the `map` that runs it:

* `LocalExecutor` — `heartbench.stages.parallel.ordered_map`: worker processes on this machine,
  results streamed as they finish (today's single-machine path);
* `DatatroveExecutor` — the chunks are written as shard files to a work folder, one datatrove
  pipeline step (`ChunkStep`) processes the chunks of its rank under datatrove's
  `LocalPipelineExecutor`, `RayPipelineExecutor` (a Ray cluster this process is connected to)
  or `SlurmPipelineExecutor` (an sbatch array; this process waits for it), and the results are
  read back in chunk order.

Because the stage sees the same results in the same order whichever executor ran them, its
outputs — records, rejects, duplicates kept and dropped — are the same. Resources that do not
pickle (jieba, the PII engine) are built by `setup` inside each worker, once per rank.
"""

from __future__ import annotations

import os
import pickle
import shutil
import socket
import sys
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar

from heartbench.errors import HeartbenchError, InputError, MissingDependencyError
from heartbench.jsonio import write_pickle
from heartbench.stages.parallel import ordered_map

T = TypeVar("T")
R = TypeVar("R")
ExecutorName = Literal["local", "datatrove-local", "slurm", "ray"]
EXECUTORS: tuple[str, ...] = ("local", "datatrove-local", "slurm", "ray")


class Executor(Protocol):
    """Runs `fn(setup(config), task)` for every task; yields the results in task order."""

    name: str

    def map(self, fn: Callable[[Any, T], R], tasks: Iterable[T], *, setup: Callable[[Any], Any], config: Any, jobs: int) -> Iterator[R]: ...


class LocalExecutor:
    """Worker processes on this machine (`jobs` of them; 1 = in this process)."""

    name = "local"

    def map(self, fn: Callable[[Any, T], R], tasks: Iterable[T], *, setup: Callable[[Any], Any], config: Any, jobs: int) -> Iterator[R]:
        return ordered_map(fn, tasks, setup=setup, config=config, jobs=jobs)


@dataclass
class SlurmSettings:
    partition: str
    time: str = "4:00:00"
    cpus_per_task: int = 1
    mem_per_cpu_gb: int = 2
    venv_path: str | None = None
    """`activate` script sourced in each job (default: that of the virtualenv this process runs in)."""
    poll_seconds: float = 30.0
    max_wait_hours: float = 48.0


@dataclass
class DatatroveExecutor:
    """Chunks as shard files, processed by a datatrove pipeline of one step per rank."""

    name: ExecutorName
    work: Path
    """Shard, result and log folders (on a file system every worker sees, for Slurm and Ray)."""
    tasks: int = 4
    workers: int = -1
    """Tasks at once (-1: all)."""
    slurm: SlurmSettings | None = None
    _calls: int = field(default=0, init=False)

    def __post_init__(self) -> None:
        if self.name == "slurm" and self.slurm is None:  # refused before any stage runs
            raise HeartbenchError("--executor slurm needs --partition")

    def map(self, fn: Callable[[Any, T], R], tasks: Iterable[T], *, setup: Callable[[Any], Any], config: Any, jobs: int = 1) -> Iterator[R]:
        self._calls += 1
        folder = self.work / f"map-{self._calls:03d}-{uuid.uuid4().hex[:8]}"
        (folder / "tasks").mkdir(parents=True)
        (folder / "results").mkdir()
        count = 0
        for number, task in enumerate(tasks):
            write_pickle(folder / "tasks" / f"{number:08d}.pkl", task)
            count += 1
        if count:
            # deferred: datatrove and Ray are optional (`pip install 'heartbench-kit[scale]'`)
            from heartbench.stages.datatrove_step import ChunkStep

            self._run(ChunkStep(str(folder), fn, setup, config, count), min(self.tasks, count), folder)
        for number in range(count):
            path = folder / "results" / f"{number:08d}.pkl"
            if not path.is_file():  # the folder stays, with the task logs, for the diagnosis
                raise HeartbenchError(f"{self.name}: chunk {number} has no result; the task logs are in {folder / 'logs'}")
            with open(path, "rb") as handle:
                result = pickle.load(handle)
            path.unlink()
            yield result
        shutil.rmtree(folder, ignore_errors=True)

    def _run(self, step: Any, tasks: int, folder: Path) -> None:
        logs = str(folder / "logs")
        if self.name == "datatrove-local":
            # deferred: datatrove and Ray are optional (`pip install 'heartbench-kit[scale]'`)
            from datatrove.executor import LocalPipelineExecutor

            LocalPipelineExecutor(pipeline=[step], tasks=tasks, workers=self.workers, logging_dir=logs, start_method="spawn").run()
        elif self.name == "ray":
            # deferred: datatrove and Ray are optional (`pip install 'heartbench-kit[scale]'`)
            import ray
            from datatrove.executor.ray import RayPipelineExecutor

            if not ray.is_initialized():
                address = os.environ.get("RAY_ADDRESS", "auto")
                unreachable = _unreachable(address)
                if unreachable:  # ray.init would wait minutes for a cluster that is not there
                    raise InputError(None, f"--executor ray: no Ray cluster answers at {address} ({unreachable}); start one "
                                           "(`ray start --head`) or correct RAY_ADDRESS, or use --executor local")  # fmt: skip
                try:
                    ray.init(address=address)
                except ConnectionError as exc:  # no cluster: one line, not a traceback
                    raise InputError(None, f"--executor ray: no Ray cluster at {address} ({str(exc).splitlines()[0]}); start one "
                                           "(`ray start --head`) or set RAY_ADDRESS, or use --executor local") from None  # fmt: skip
            RayPipelineExecutor(pipeline=[step], tasks=tasks, workers=self.workers, logging_dir=logs).run()
        elif self.name == "slurm":
            # deferred: datatrove and Ray are optional (`pip install 'heartbench-kit[scale]'`)
            from datatrove.executor import SlurmPipelineExecutor

            s = self.slurm
            SlurmPipelineExecutor(
                pipeline=[step], tasks=tasks, workers=self.workers, logging_dir=logs, partition=s.partition, time=s.time,
                cpus_per_task=s.cpus_per_task, mem_per_cpu_gb=s.mem_per_cpu_gb, job_name="heartbench-seeds",
                venv_path=s.venv_path or _this_venv(),
            ).run()  # fmt: skip
            _wait_for_completions(folder / "logs", tasks, s)
        else:
            raise HeartbenchError(f"unknown executor '{self.name}' (one of {', '.join(EXECUTORS)})")


def _unreachable(address: str, timeout: float = 5.0) -> str | None:
    """Why nothing accepts a connection at a Ray address `host:port` or `ray://host:port`
    (None when something does, or for `auto`, which Ray resolves itself)."""
    target = address.removeprefix("ray://")
    host, _, port = target.rpartition(":")
    if address == "auto" or not host or not port.isdigit():
        return None
    try:
        with socket.create_connection((host, int(port)), timeout=timeout):
            return None
    except OSError as exc:
        return exc.strerror or type(exc).__name__


def _this_venv() -> str | None:
    """The activate script of the virtualenv this process runs in (None outside one)."""
    script = Path(sys.prefix) / "bin" / "activate"
    return str(script) if sys.prefix != sys.base_prefix and script.is_file() else None


def _wait_for_completions(logs: Path, tasks: int, settings: SlurmSettings) -> None:
    """Wait until every rank of the submitted array wrote its completion marker, or give up
    after `settings.max_wait_hours` (queue time included)."""
    completions = logs / "completions"
    deadline = time.monotonic() + settings.max_wait_hours * 3600
    while not (completions.is_dir() and len(list(completions.iterdir())) >= tasks):
        if time.monotonic() > deadline:
            raise HeartbenchError(f"slurm: not every task finished within {settings.max_wait_hours} h; see {logs}")
        time.sleep(settings.poll_seconds)


def _require_datatrove() -> None:
    try:
        import datatrove  # noqa: F401
    except ImportError:
        raise MissingDependencyError("the datatrove executors need the `scale` extra: pip install 'heartbench-kit[scale]'") from None


def make_executor(name: str, work: Path, *, tasks: int = 4, workers: int = -1, slurm: SlurmSettings | None = None) -> LocalExecutor | DatatroveExecutor:
    if name == "local":
        return LocalExecutor()
    if name not in EXECUTORS:
        raise HeartbenchError(f"unknown executor '{name}' (one of {', '.join(EXECUTORS)})")
    _require_datatrove()
    if name == "ray":
        try:
            import ray  # noqa: F401
        except ImportError:
            raise MissingDependencyError("--executor ray needs Ray: pip install 'heartbench-kit[scale]'") from None
    return DatatroveExecutor(name, work, tasks=tasks, workers=workers, slurm=slurm)  # type: ignore[arg-type]
