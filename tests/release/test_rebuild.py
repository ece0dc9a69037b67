"""A release rebuilt from its ledger: same inputs, config, ledger and PII salt give the same bytes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from heartbench.demo.run import DEMO_VERSION, STEPS, run_demo
from heartbench.workspace import Workspace

# Evaluation passes are not part of building the benchmark; the localised variant is another
# workspace with its own ledger.
BUILD_STEPS = [(name, step) for name, step in STEPS if not name.startswith(("evaluate", "localize"))]


@pytest.mark.slow
def test_ledger_only_rebuild_gives_identical_data_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    original = run_demo(tmp_path / "original", echo=lambda line: None).root
    rebuilt = tmp_path / "rebuilt"
    rebuilt.mkdir()
    # What a rebuild needs: raw seeds, configuration, ledger, PII salt, and the reviewers'
    # decisions (human input, filled into freshly exported sheets as the demo does).
    shutil.copytree(original / "raw", rebuilt / "raw")
    shutil.copytree(original / "review", rebuilt / "review", ignore=shutil.ignore_patterns("sheets"))
    for name in ("bench.toml", "ledger.sqlite", "private/pii-salt"):
        (rebuilt / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(original / name, rebuilt / name)
    assert not (rebuilt / "scripted").exists()  # replies can only come from the ledger

    monkeypatch.setenv("HEARTBENCH_LEDGER_ONLY", "1")
    ws = Workspace.open(rebuilt)
    for name, step in BUILD_STEPS:
        step(ws, lambda line: None)

    def files(root: Path) -> dict[str, str]:
        manifest = json.loads((root / "releases" / DEMO_VERSION / "manifest.json").read_text(encoding="utf-8"))
        return {name: entry["sha256"] for name, entry in manifest["files"].items() if name.startswith(("data/", "heartbench/"))}

    before, after = files(original), files(rebuilt)
    assert len(before) == 6 and after == before


@pytest.mark.slow
def test_ledger_only_fails_a_record_whose_request_is_not_in_the_ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from heartbench.errors import IncompleteError
    from heartbench.pilot.run import run_pilot

    ws = run_demo(tmp_path / "demo", echo=lambda line: None)
    for path in ws.root.glob("ledger.sqlite*"):  # nothing stored any more
        path.unlink()
    shutil.rmtree(ws.stage_dir("pilot"))
    monkeypatch.setenv("HEARTBENCH_LEDGER_ONLY", "1")
    with pytest.raises(IncompleteError, match="not in ledger"):
        run_pilot(ws)
