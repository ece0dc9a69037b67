"""A progress bar on stderr that advances by any amount (documents, bytes)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn


@contextlib.contextmanager
def bar(description: str, total: int | None) -> Iterator[Callable[[int], None]]:
    """`with bar("cleaning", n) as advance: advance(k)`."""
    columns = [TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn()]
    console = Console(stderr=True)
    # Off when stderr is not a terminal (logs, CI, tests): nothing to redraw there.
    with Progress(*columns, transient=True, console=console, disable=not console.is_terminal) as progress:
        task = progress.add_task(description, total=total)
        yield lambda amount=1: progress.advance(task, amount)
