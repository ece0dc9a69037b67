"""A stage killed with SIGKILL and run again counts every record of its output, the resumed
ones with them (issue 27, cause 2: the counts once described only the rerun's own records);
one stopped with SIGTERM or SIGHUP unwinds as Ctrl-C does: one line, exit 128 + the signal, no
temporary file left."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app

pytestmark = pytest.mark.slow
DOCUMENTS = 1200


def _seeds(folder: Path) -> Path:
    folder.mkdir()
    lines = [json.dumps({"text": f"第{i}个帖子：最近和室友关系很紧张，每天晚上都睡不着，心里很烦，想找个人好好聊一聊第{i}次。" * 3}, ensure_ascii=False)
             for i in range(DOCUMENTS)]  # fmt: skip
    (folder / "posts.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def _prepared(tmp_path: Path) -> Path:
    runner = CliRunner()
    ws = tmp_path / "ws"
    for args in (["init", str(ws)], ["seeds", "ingest", "-w", str(ws), str(_seeds(tmp_path / "raw"))], ["seeds", "clean", "-w", str(ws)]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
    return ws


def _anonymize_until_records(ws: Path, records: int) -> subprocess.Popen:
    """`seeds anonymize` in a child process, returned once it has written `records` records."""
    partial = ws / "stages/seeds-anonymize/records.jsonl.partial"
    child = subprocess.Popen([sys.executable, "-c", "from heartbench.cli import main; main()", "seeds", "anonymize", "-w", str(ws), "-j", "1"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)  # fmt: skip
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and child.poll() is None:
        if partial.is_file() and partial.read_bytes().count(b"\n") >= records:
            return child
        time.sleep(0.05)
    child.kill()
    pytest.fail("the stage finished (or stalled) before it could be stopped; raise DOCUMENTS")


def test_a_stage_killed_then_rerun_counts_the_records_it_resumed(tmp_path):
    ws = _prepared(tmp_path)
    child = _anonymize_until_records(ws, 20)
    os.kill(child.pid, signal.SIGKILL)
    child.communicate()
    assert not (ws / "stages/seeds-anonymize/stats.json").exists()
    resumed = CliRunner().invoke(app, ["seeds", "anonymize", "-w", str(ws), "-j", "1"])
    assert resumed.exit_code == 0, resumed.output
    counts = json.loads((ws / "stages/seeds-anonymize/stats.json").read_text(encoding="utf-8"))["counts"]
    cleaned = len((ws / "stages/seeds-clean/records.jsonl").read_text(encoding="utf-8").splitlines())
    assert counts["resumed"] >= 20 and counts["kept"] + counts.get("rejected", 0) == cleaned, counts
    written = (ws / "stages/seeds-anonymize/records.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(written) == counts["kept"]


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGTERM, 143), (signal.SIGHUP, 129)], ids=["SIGTERM", "SIGHUP"])
def test_a_stage_stopped_by_a_signal_says_so_in_one_line_and_leaves_no_temporary_file(signum, code, tmp_path):
    ws = _prepared(tmp_path)
    child = _anonymize_until_records(ws, 20)
    os.kill(child.pid, signum)
    _, stderr = child.communicate(timeout=60)
    assert child.returncode == code, stderr
    assert stderr.strip().splitlines() == ["error: interrupted; finished records are kept — rerun the command to go on"]
    assert not [path for path in ws.rglob("*") if path.name.endswith((".tmp", ".pending")) or ".partial." in path.name]
    assert (ws / "stages/seeds-anonymize/records.jsonl.partial").is_file()  # what the rerun resumes from
