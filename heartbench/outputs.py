"""Where a command may write: never over (or into) its own input, never over earlier output
unless the user says `--force`."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from heartbench.errors import InputError


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def check_output(
    out: Path,
    inputs: Mapping[str, Path | None],
    *,
    force: bool = False,
    option: str = "--out",
    folder: bool = False,
    resumable: bool = False,
) -> None:
    """Refuse `out` when it is one of `inputs` (option name -> path) or, for a folder output,
    lies inside an input folder or holds an input; refuse an existing file, or a non-empty
    folder, unless `force` — or `resumable`, for outputs a rerun continues. (A file written
    into an input folder, such as a report beside a run, is fine unless it is an input.)"""
    out = Path(out)
    target = out.resolve()
    for name, given in inputs.items():
        if given is None:
            continue
        source = Path(given).resolve()
        what = "folder" if source.is_dir() else "file"
        if target == source:
            raise InputError(out, f"{option} is the {name} {what}; writing there would destroy it — choose another path")
        if folder and source.is_dir() and _inside(target, source):
            raise InputError(out, f"{option} lies inside the {name} folder {given}; choose a folder outside it")
        if folder and _inside(source, target):
            raise InputError(out, f"{option} holds the {name} {given}; choose a folder that does not contain an input")
    if resumable or force or not out.exists():
        return
    if folder:
        if not out.is_dir():
            raise InputError(out, f"{option} exists and is not a folder")
        if any(out.iterdir()):
            raise InputError(out, f"{option} folder is not empty; pass --force to write into it (its files of the same name are replaced)")
    else:
        if out.is_dir():
            raise InputError(out, f"{option} is a folder, expected a file path")
        raise InputError(out, f"{option} exists; pass --force to replace it")
