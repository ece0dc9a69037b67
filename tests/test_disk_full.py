"""A full disk is one line naming the file that could not be written, exit 2, never a
traceback, and no half-written output: on a real tmpfs where the test may mount one (every
command that writes, on a copy of a finished demo workspace), and with the write patched to
fail elsewhere."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.llm.ledger import Ledger

runner = CliRunner()


@pytest.fixture
def small_disk(tmp_path):
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=192k", "tmpfs", str(disk)], capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({mounted.stderr.strip() or 'not root'}); the patched-write tests cover the same path")
    yield disk
    subprocess.run(["umount", "--lazy", str(disk)], capture_output=True)  # lazy: a handle the failed command left open


def _one_line(result) -> str:
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    return lines[0]


def test_import_onto_a_full_disk_is_one_line_naming_the_file(small_disk, v1_dir):
    ws = small_disk / "ws"
    assert runner.invoke(app, ["init", str(ws)]).exit_code == 0
    result = runner.invoke(app, ["import", str(v1_dir), "-w", str(ws)])
    assert result.exit_code == 2
    line = _one_line(result)
    assert line.startswith(f"error: {ws}") and "no space left on the device" in line
    assert not list((ws / "stages").glob("*/records.jsonl"))  # nothing published half-written


def test_a_write_that_fails_names_its_file(monkeypatch, v1_dir, tmp_path):
    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    verdicts = tmp_path / "v.jsonl"
    verdicts.write_text('{"question_id": "03UFRn", "model": "m", "detail": [1]}\n', encoding="utf-8")
    out = tmp_path / "scores.json"
    monkeypatch.setattr(os, "fsync", full)
    result = runner.invoke(app, ["evaluate", "score", "--dataset", str(v1_dir), "--verdicts", str(verdicts), "--out", str(out)])
    assert result.exit_code == 2
    assert _one_line(result) == f"error: {out}: no space left on the device; nothing was half-written — free space and rerun"
    assert not out.exists() and not list(tmp_path.glob(".scores.json.*"))


def test_a_full_or_read_only_ledger_is_an_error_on_the_ledger(tmp_path):
    ledger = Ledger(tmp_path / "ledger.sqlite")
    for message, code in (("database or disk is full", errno.ENOSPC), ("attempt to write a readonly database", errno.EROFS)):
        with pytest.raises(OSError) as caught, ledger._access():
            raise sqlite3.OperationalError(message)
        assert caught.value.errno == code and caught.value.filename == str(tmp_path / "ledger.sqlite")
    ledger.close()


def _mount(folder: Path, size: str) -> None:
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({mounted.stderr.strip() or 'not root'}); the patched-write tests cover the same path")


def _fill(disk: Path, leave_kib: int) -> None:
    """Write a filler file until the disk is full, then give back `leave_kib` KiB."""
    fd = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, bytes(65536))
    except OSError:
        pass
    os.close(fd)
    size = os.path.getsize(disk / "filler")
    os.truncate(disk / "filler", max(0, size - leave_kib * 1024))


def _forget_evaluation(ws: Path) -> None:
    for name in ("answers.jsonl", "verdicts.jsonl", "scores.json", "run.json", "stats.json", "_SUCCESS", "rejects.jsonl", "ledger.sqlite"):
        (ws / "evaluation" / name).unlink()


def _forget_stage(ws: Path, stage: str) -> None:
    shutil.rmtree(ws / "stages" / stage)


def _new_seed(ws: Path) -> None:
    (ws / "raw" / "new-post.txt").write_text("最近总是睡不好，工作上的事情让我很焦虑。" * 40, encoding="utf-8")


# command -> (arguments for workspace WS and disk D, what to change first so the command has work to write)
WRITERS = {
    "seeds ingest": (lambda ws, d: ["seeds", "ingest", "-w", ws, f"{ws}/raw"], _new_seed),
    "init": (lambda ws, d: ["init", f"{d}/new-workspace"], None),
    "seeds clean": (lambda ws, d: ["seeds", "clean", "-w", ws], lambda ws: _forget_stage(ws, "seeds-clean")),
    "seeds anonymize": (lambda ws, d: ["seeds", "anonymize", "-w", ws], lambda ws: _forget_stage(ws, "seeds-anonymize")),
    "build dialogues": (lambda ws, d: ["build", "dialogues", "-w", ws], lambda ws: _forget_stage(ws, "build-dialogues")),
    "rubrics draft": (lambda ws, d: ["rubrics", "draft", "-w", ws], lambda ws: _forget_stage(ws, "rubrics-draft")),
    "pilot": (lambda ws, d: ["pilot", "-w", ws], lambda ws: _forget_stage(ws, "pilot")),
    "rubrics prune": (lambda ws, d: ["rubrics", "prune", "-w", ws], lambda ws: _forget_stage(ws, "rubrics-prune")),
    "split": (lambda ws, d: ["split", "-w", ws], lambda ws: _forget_stage(ws, "split")),
    "rubrics review export": (lambda ws, d: ["rubrics", "review", "export", "-w", ws, "--out", f"{d}/review"], None),
    "release create": (lambda ws, d: ["release", "create", "0.2.0", "-w", ws], None),
    "export": (lambda ws, d: ["export", f"{d}/export", "-w", ws], None),
    "evaluate run": (lambda ws, d: ["evaluate", "run", "--out", f"{ws}/evaluation", "--dataset", f"{ws}/evaluation/cases/question_all.jsonl",
                                    "--model", "scripted/demo-companion", "--judge", "scripted/demo-judge"], _forget_evaluation),
    "evaluate report": (lambda ws, d: ["evaluate", "report", "--run", f"{ws}/evaluation", "--out", f"{d}/report.html"], None),
    "evaluate agreement export": (lambda ws, d: ["evaluate", "agreement", "export", "--run", f"{ws}/evaluation", "--out", f"{d}/sheets"], None),
    "evaluate agreement import": (lambda ws, d: ["evaluate", "agreement", "import", *sorted(str(p) for p in (ws / "agreement-sheets/filled").glob("*.xlsx")),
                                                 "--run", f"{ws}/evaluation-all", "--out", f"{d}/agreement.json"], None),
    "rubrics review import": (lambda ws, d: ["rubrics", "review", "import", "-w", ws, *sorted(str(p) for p in (ws / "review/sheets").glob("round-*/*.xlsx"))],
                              lambda ws: [shutil.rmtree(ws / "stages" / name) for name in ("rubrics-review", "review-verdicts")]),
    "localize": (lambda ws, d: ["localize", "-w", ws, "--to", "en", "--out", f"{d}/localized", "--limit", "1"], None),
    "demo": (lambda ws, d: ["demo", f"{d}/demo"], None),
}  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize(("command", "leave_kib"), [
    pytest.param(command, leave_kib, id=f"{command}-{'full' if not leave_kib else '8KiB-left'}")
    for command in WRITERS for leave_kib in (0, 8)
    if not (command == "init" and leave_kib)  # init's one small file fits in 8 KiB
])  # fmt: skip
def test_every_writing_command_on_a_full_disk_is_one_line_naming_its_file(command, leave_kib, finished_demo, tmp_path):
    disk = tmp_path / "disk"
    _mount(disk, "24m")
    try:
        ws = disk / "ws"
        shutil.copytree(finished_demo, ws, symlinks=True)
        arguments, prepare = WRITERS[command]
        if prepare:
            prepare(ws)
        before = {path for path in disk.rglob("*")}
        _fill(disk, leave_kib)
        result = runner.invoke(app, [str(part) for part in arguments(ws, disk)])
        assert result.exit_code == 2, result.output
        errors = [line for line in result.output.splitlines() if line.startswith("error:")]
        assert len(errors) == 1 and "Traceback" not in result.output, result.output
        line = errors[0]
        assert line.startswith(f"error: {disk}/") and line.endswith("no space left on the device; nothing was half-written — free space and rerun")
        left = {path for path in disk.rglob("*")} - before - {disk / "filler"}
        # what may stay: the writer lock, the ledger (requests answered are kept), a stage's
        # start marker and .partial records a rerun resumes; never a temporary file or a
        # half-written output
        kept = {path for path in left if path.name.startswith(("ledger.sqlite", ".heartbench.lock")) or path.name == "_STARTED"
                or (path.suffix == ".partial" and not path.name.startswith("."))}  # fmt: skip
        if command == "localize":  # a target workspace is resumable like a stage: a rerun with the same --out goes on
            kept |= {path for path in left if disk / "localized" in path.parents and not path.name.startswith(".")}
        assert not [path for path in left - kept if path.is_file()], sorted(left - kept)
    finally:
        subprocess.run(["umount", "--lazy", str(disk)], capture_output=True)  # lazy: a handle the failed command left open

