"""A run killed with SIGKILL loses only calls in flight; the rerun pays for nothing twice."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

CHILD = Path(__file__).with_name("crash_child.py")
N = 60


@pytest.mark.slow
def test_sigkill_mid_run_then_rerun(server, ledger_path):
    server.latency = 0.05
    first = subprocess.Popen([sys.executable, str(CHILD), str(ledger_path), str(N)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
    deadline = time.monotonic() + 60
    while server.count("/v1/messages") < 20:
        assert first.poll() is None, first.stderr.read().decode()
        assert time.monotonic() < deadline, "child made no progress"
        time.sleep(0.01)
    os.kill(first.pid, signal.SIGKILL)
    first.wait()
    first.stdout.close()
    first.stderr.close()
    assert first.returncode == -signal.SIGKILL

    db = sqlite3.connect(ledger_path)  # a killed writer leaves a readable WAL database
    done_before_kill = {json.loads(row[0])["messages"][0]["content"] for row in db.execute("SELECT request FROM calls")}
    db.close()
    assert 0 < len(done_before_kill) < N

    rerun = subprocess.run([sys.executable, str(CHILD), str(ledger_path), str(N)], capture_output=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr.decode()
    assert json.loads(rerun.stdout) == [f"echo: item-{n}" for n in range(N)]

    sent = Counter(seen.body["messages"][0]["content"] for seen in server.requests if seen.path == "/v1/messages")
    assert all(sent[item] == 1 for item in done_before_kill)  # nothing completed was paid twice
    assert set(sent) == {f"item-{n}" for n in range(N)}
    assert sum(sent.values()) - N <= 4  # at most the calls in flight at the kill (concurrency 4) were repeated
