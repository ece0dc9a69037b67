"""Order-preserving map over worker processes with bounded memory.

`multiprocessing.Pool.imap` reads its whole input up front; a corpus does not fit that way.
`ordered_map` keeps at most `window` chunks in flight and yields results in input order, so
the main process can stream outputs while workers do the per-document work.
"""

from __future__ import annotations

import multiprocessing
import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

_state: dict[str, Any] = {}


def default_jobs() -> int:
    """Cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def _init(setup: Callable[[Any], Any], config: Any) -> None:
    _state["worker"] = setup(config)


def _call(fn: Callable[[Any, T], R], task: T) -> R:
    return fn(_state["worker"], task)


def ordered_map(
    fn: Callable[[Any, T], R],
    tasks: Iterable[T],
    *,
    setup: Callable[[Any], Any],
    config: Any,
    jobs: int,
) -> Iterator[R]:
    """`fn(setup(config), task)` for each task, in order; in `jobs` processes when jobs > 1.

    `setup` builds per-process state once (tokenizer, filters); `fn`, `setup` and `config`
    must be picklable (module-level functions, plain data).
    """
    jobs = min(jobs, default_jobs())  # more workers than cores only adds start-up time (-j 500 on one file)
    if jobs <= 1:
        worker = setup(config)
        for task in tasks:
            yield fn(worker, task)
        return
    # spawn: workers start clean (no inherited threads such as a progress bar's refresher).
    context = multiprocessing.get_context("spawn")
    window = 2 * jobs + 2
    with context.Pool(jobs, initializer=_init, initargs=(setup, config)) as pool:
        pending: deque = deque()
        for task in tasks:
            pending.append(pool.apply_async(_call, (fn, task)))
            if len(pending) >= window:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()
