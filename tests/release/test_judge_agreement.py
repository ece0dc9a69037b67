"""Judge–human agreement in releases: the card reports the latest measurement for the
workspace's judge, and `release --require-agreement` refuses without one at or above it."""

from __future__ import annotations

import json
from pathlib import Path

from heartbench.agreement import judge_measurements
from heartbench.cli import app
from heartbench.workspace import Workspace
from tests.release.test_release import case_line, release, runner, write_cases


def _imported(workspace: Path, tmp_path: Path) -> Workspace:
    cases = write_cases(tmp_path / "cases.jsonl", [case_line("case01", "normal"), case_line("case02", "hard")])
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    return Workspace.open(workspace)


def _measured(ws: Workspace, judge: str, rate: float) -> None:
    report = {"pairs": 10, "items": 80, "raters": ["r1", "r2", "r3"], "headline": [
        {"name": "item_agreement", "value": rate, "ci95": [rate - 0.05, rate + 0.03]},
        {"name": "cohen_kappa", "value": 0.71, "ci95": [0.6, 0.8]},
        {"name": "fleiss_kappa_raters", "value": 0.62, "ci95": None},
        {"name": "judge_macro_f1", "value": 0.8, "ci95": None}]}  # fmt: skip
    judge_measurements.record(ws.root, judge_measurements.summary(report, run=ws.root / "eval", judge=judge))


def test_the_card_says_when_the_judge_was_never_checked_and_the_gate_refuses(workspace, tmp_path):
    ws = _imported(workspace, tmp_path)
    refused = release(ws.root, "0.1.0", "--require-agreement", "0.75")
    assert refused.exit_code == 2 and "no judge–human agreement measured for the judge" in refused.output
    assert not (ws.root / "releases" / "0.1.0").exists()
    assert release(ws.root, "0.1.0").exit_code == 0
    card = (ws.root / "releases/0.1.0/README.md").read_text(encoding="utf-8")
    assert "No judge–human agreement has been measured for the judge" in card


def test_the_latest_measurement_for_this_judge_is_reported_and_gated(workspace, tmp_path):
    ws = _imported(workspace, tmp_path)
    _measured(ws, ws.config.models.judge, 0.70)
    _measured(ws, "other/judge", 0.99)  # another judge's measurement says nothing of this one
    refused = release(ws.root, "0.1.0", "--require-agreement", "0.75")
    assert refused.exit_code == 2 and "item agreement 70.0%, below 75%" in refused.output
    _measured(ws, ws.config.models.judge, 0.85)
    result = release(ws.root, "0.1.0", "--require-agreement", "0.75")
    assert result.exit_code == 0, result.output
    card = (ws.root / "releases/0.1.0/README.md").read_text(encoding="utf-8")
    assert f"Measured for the judge `{ws.config.models.judge}`" in card
    assert "item agreement with the raters' majority 85.0% (95 % case-bootstrap interval 80.0% – 88.0%)" in card
    assert "Cohen's κ 0.71" in card and "Fleiss' κ among the raters (the human ceiling) 0.62" in card
    log = [json.loads(line) for line in (ws.root / judge_measurements.LOG).read_text(encoding="utf-8").splitlines()]
    assert len(log) == 3 and log[-1]["raters"] == 3
