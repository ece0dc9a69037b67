"""One writer per workspace.

Every command that writes a workspace holds an exclusive lock on `WS/.heartbench.lock` while
it runs; a second writer stops at once with one line naming the holder (exit code 2).
Read-only commands (`export`, `ledger stats`, `evaluate report`) take no lock.

The lock is an OS file lock (`flock`), not the file's existence: the kernel releases it when
its process ends, however it ends, so a lock left by a crashed or killed run is stale by
construction and the next writer takes it over. The file's content — pid, command, start
time — only serves the message a second writer sees.

The lock is re-entrant within a process: `heartbench demo` and the CLI take it, and the
stage engine takes it again around each stage.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from heartbench.errors import InputError
from heartbench.jsonio import naming

LOCK_NAME = ".heartbench.lock"

_held: dict[Path, tuple[int, int]] = {}
"""Locks this process holds: resolved lock path -> (file descriptor, depth)."""


class WorkspaceBusy(InputError):
    """Another process is writing the workspace."""


def _describe_holder(fd: int) -> str:
    try:
        content = os.pread(fd, 4096, 0).decode("utf-8", "replace").strip()
    except OSError:
        content = ""
    fields = dict(line.split("=", 1) for line in content.splitlines() if "=" in line)
    if not fields.get("pid"):
        return "another process"
    return f"`{fields.get('command', '?')}` (pid {fields['pid']}, since {fields.get('started', '?')})"


@contextlib.contextmanager
def workspace_lock(root: Path, command: str) -> Iterator[None]:
    """Hold the workspace's writer lock for the block; WorkspaceBusy when another process has it."""
    path = (Path(root) / LOCK_NAME).resolve()
    if path in _held:
        fd, depth = _held[path]
        _held[path] = (fd, depth + 1)
        try:
            yield
        finally:
            fd, depth = _held[path]
            _held[path] = (fd, depth - 1)
        return
    if sys.platform == "win32":  # pragma: no cover - flock is POSIX; the kit targets Linux and macOS
        yield
        return
    # deferred: fcntl exists on POSIX only (Windows took the branch above)
    import fcntl

    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise InputError(path, f"cannot create the workspace lock ({exc.strerror})") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise WorkspaceBusy(
                path.parent, f"in use by {_describe_holder(fd)}; one writer per workspace — wait for it to finish, or stop it"
            ) from None
        started = dt.datetime.now().astimezone().isoformat(timespec="seconds")
        with naming(path):  # a full disk fails here first: name the lock file, not "unexpected OSError"
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"pid={os.getpid()}\ncommand={command}\nstarted={started}\n".encode(), 0)
        _held[path] = (fd, 1)
        try:
            yield
        finally:
            del _held[path]
            os.ftruncate(fd, 0)  # an idle lock file names nobody
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)
