"""A full disk is one line naming the file that could not be written, exit 2, never a
traceback, and no half-written output: on a real 192 KiB tmpfs where the test may mount one,
and with the write patched to fail elsewhere."""

from __future__ import annotations

import errno
import os
import sqlite3
import subprocess

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
    subprocess.run(["umount", str(disk)], capture_output=True)


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
