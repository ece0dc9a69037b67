"""JSON Lines and atomic file writes.

Every file the kit writes goes through `atomic_write`: content lands in a temporary file in
the same folder and is renamed over the target, so a crash leaves either the old file or the
new one, never half of one. Written files get the permissions the user's umask gives a new
file (temporary files start private); what must stay private lives under the workspace's
`private/` folder, which is itself closed to others.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import os
import pickle
import shutil
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from pydantic import BaseModel, ValidationError

from heartbench.errors import InputError


class JsonProblem(ValueError):
    """Text that is not one acceptable JSON value: the problem as a phrase, and its line."""

    def __init__(self, problem: str, line: int | None = None):
        super().__init__(problem)
        self.problem, self.line = problem, line


class _DuplicateKey(Exception):
    pass


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return obj


def parse_json(text: str | bytes) -> Any:
    """One JSON value, strictly: a key given twice in an object is an error (not "last one
    wins"), and so is nesting deep enough to exhaust the parser. JsonProblem otherwise."""
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:
        # some decoder messages end in "at" ("Invalid control character at"): say it once
        raise JsonProblem(f"{exc.msg.removesuffix(' at')} at column {exc.colno}", exc.lineno) from None
    except _DuplicateKey as exc:
        raise JsonProblem(f"duplicate key '{exc.args[0]}' in an object") from None
    except RecursionError:
        raise JsonProblem("JSON nested too deeply") from None


def dumps(obj: Any) -> str:
    """One JSON line, UTF-8 text kept readable (the HeartBench release's own formatting)."""
    if isinstance(obj, BaseModel):
        return obj.model_dump_json()
    return json.dumps(obj, ensure_ascii=False)


@functools.cache
def umask() -> int:
    """The process umask (read from /proc where possible: setting it to read it races threads)."""
    with contextlib.suppress(OSError, ValueError, StopIteration):
        status = Path("/proc/self/status").read_text()
        return int(next(line for line in status.splitlines() if line.startswith("Umask:")).split()[1], 8)
    current = os.umask(0o022)
    os.umask(current)
    return current


def follow_umask(path: Path) -> None:
    """Give `path` (and, for a folder, everything in it) the mode a new file or folder gets."""
    path = Path(path)
    os.chmod(path, (0o777 if path.is_dir() else 0o666) & ~umask())
    if path.is_dir():
        for child in path.rglob("*"):
            os.chmod(child, (0o777 if child.is_dir() else 0o666) & ~umask())


@contextlib.contextmanager
def atomic_write(path: Path, mode: str = "w") -> Iterator[IO[Any]]:
    """Open a temporary sibling of `path`; rename it over `path` only if the block succeeds.
    A write that fails without naming a file (a full disk, a quota) names `path`."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with naming(path):
            os.fchmod(fd, 0o666 & ~umask())
            encoding = None if "b" in mode else "utf-8"
            with os.fdopen(fd, mode, encoding=encoding, newline=None if "b" in mode else "\n") as handle:
                yield handle
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise


WRITE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EROFS})
"""Errors of a write itself: `write()`, `flush()` and `fsync()` raise them without a file name."""


@contextlib.contextmanager
def naming(path: Path) -> Iterator[None]:
    """Give a write error that names no file the file being written, so the command's error
    handler can say it in one line (`FILE: no space left on the device`) instead of a traceback."""
    try:
        yield
    except OSError as exc:
        if exc.filename or exc.errno not in WRITE_ERRNOS:
            raise
        raise OSError(exc.errno, exc.strerror, str(path)) from exc


def atomic_save(path: Path, save: Callable[[str], None]) -> None:
    """`save(temporary_path)` for a library that writes a file by name (openpyxl, csv), then
    the rename over `path`; a write error names `path` and the temporary file is removed."""
    with files_together() as stage:
        tmp = stage(path)
        with naming(path):
            save(str(tmp))


def copy_tree(source: Path, target: Path, *, ignore: Callable[[str], bool] = lambda name: False) -> None:
    """Copy the folder `source` into `target` file by file; the first failed write names its
    file (shutil.copytree gathers every failure into one shutil.Error that names none)."""
    for folder, subfolders, files in os.walk(source):
        subfolders[:] = [name for name in subfolders if not ignore(name)]
        destination = Path(target) / Path(folder).relative_to(source)
        with naming(destination):
            destination.mkdir(parents=True, exist_ok=True)
        for name in files:
            if not ignore(name):
                # opened here, not by shutil.copyfile, whose errors name the source file
                with naming(destination / name), open(Path(folder) / name, "rb") as src, open(destination / name, "wb") as dst:
                    shutil.copyfileobj(src, dst)


@contextlib.contextmanager
def files_together() -> Iterator[Callable[[Path], Path]]:
    """Write several files all or none: `stage(path)` gives a temporary sibling to write
    `path` into; when the block succeeds every one is renamed into place, otherwise all are
    removed (a report and its figures, a reviewer's sheets). A write error names `path`."""
    staged: dict[Path, Path] = {}

    def stage(path: Path) -> Path:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        os.close(fd)
        staged[Path(tmp)] = path
        return Path(tmp)

    try:
        try:
            yield stage
        except OSError as exc:
            final = staged.get(Path(exc.filename)) if exc.filename else None
            if final is None:
                raise
            raise OSError(exc.errno, exc.strerror, str(final)) from exc
        for tmp, path in staged.items():
            os.chmod(tmp, 0o666 & ~umask())
            os.replace(tmp, path)
    except BaseException:
        for tmp in staged:
            tmp.unlink(missing_ok=True)
        raise


def write_pickle(path: Path, value: Any) -> None:
    """`value` pickled into `path`, atomically (work shards exchanged with executor workers)."""
    with atomic_write(path, "wb") as handle:
        pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)


@contextlib.contextmanager
def atomic_folder(target: Path, *, private: Iterable[str] = ()) -> Iterator[Path]:
    """A staging folder beside `target`, renamed to `target` only if the block succeeds
    (`target` must be absent or an empty folder); removed with its contents otherwise. Its
    files get the umask's modes, but the `private` subfolders stay the owner's alone."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent))
    try:
        yield staging
        follow_umask(staging)
        for name in private:
            if (staging / name).is_dir():
                os.chmod(staging / name, 0o700)
        if target.is_dir() and not any(target.iterdir()):
            target.rmdir()
        try:
            os.replace(staging, target)
        except OSError as exc:
            if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOTDIR):
                raise
            raise InputError(target, "was filled by something else while this command ran (another command "
                                     "writing the same folder?); nothing of this run was written — choose another folder") from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def write_text(path: Path, text: str) -> None:
    with atomic_write(path) as handle:
        handle.write(text)


def write_json(path: Path, obj: Any) -> None:
    with atomic_write(path) as handle:
        json.dump(obj, handle, ensure_ascii=False, indent=2)
        handle.write("\n")


def write_jsonl(path: Path, rows: Iterable[Any]) -> int:
    """Write rows (dicts or pydantic models) one per line; returns the count."""
    count = 0
    with atomic_write(path) as handle:
        for row in rows:
            handle.write(dumps(row))
            handle.write("\n")
            count += 1
    return count


def read_jsonl(path: Path, *, allow_empty: bool = False) -> Iterator[tuple[int, Any]]:
    """Yield (line number, parsed JSON) for each non-blank line.

    Raises InputError naming the file and line for undecodable bytes or invalid JSON, and for
    an empty file unless `allow_empty`.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise InputError(path, "file not found") from None
    except IsADirectoryError:
        raise InputError(path, "is a folder, expected a JSONL file") from None
    seen_any = False
    for number, raw_line in enumerate(raw.split(b"\n"), start=1):
        if not raw_line.strip():
            continue
        try:
            line = raw_line.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError(path, f"not UTF-8 text (byte {exc.start} of the line)", number) from None
        try:
            value = parse_json(line)
        except JsonProblem as exc:
            raise InputError(path, f"not valid JSON ({exc.problem})", number) from None
        seen_any = True
        yield number, value
    if not seen_any and not allow_empty:
        raise InputError(path, "file is empty")


def read_text_file(path: Path, *, expected: str = "a text file", missing: str = "file not found") -> str:
    """A UTF-8 text file; InputError naming it when it is missing, a folder or not UTF-8."""
    path = Path(path)
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(path, missing) from None
    except IsADirectoryError:
        raise InputError(path, f"is a folder, expected {expected}") from None
    except UnicodeDecodeError as exc:
        raise not_utf8(path, exc) from None


def not_utf8(path: Path, exc: UnicodeDecodeError) -> InputError:
    """The error for a text file in another encoding (GBK from a Chinese Windows, Latin-1): its first bad byte, the
    line it is on, and what to do."""
    data = exc.object if isinstance(exc.object, bytes) else b""
    line = data[:exc.start].count(b"\n") + 1
    byte = data[exc.start:exc.start + 1].hex().upper()
    return InputError(path, f"not UTF-8 text (byte 0x{byte} on this line; a GBK or ANSI file?): save it as UTF-8", line)


def read_json(path: Path) -> Any:
    """One JSON document; InputError naming the file (and line) when it is missing or invalid."""
    text = read_text_file(path, expected="a JSON file")
    try:
        return parse_json(text)
    except JsonProblem as exc:
        raise InputError(path, f"not valid JSON ({exc.problem})", exc.line) from None


def validation_problem(exc: ValidationError) -> str:
    """The first pydantic error as a short phrase: `field.path: message`."""
    err = exc.errors()[0]
    where = ".".join(str(part) for part in err["loc"]) or "record"
    message = err["msg"]
    if err["type"] == "missing":
        return f"missing field '{where}'"
    if err["type"] == "extra_forbidden":
        return f"unknown field '{where}'"
    return f"{where}: {message}"
