"""`--compat heartbench-v1` against the released evaluator's own numbers.

data/v1_verdicts.jsonl holds synthetic verdicts over the v1 release (made by
data/make_v1_verdicts.py: random hits, nulls, short, long and empty lists, missing cases).
data/v1_compat_expected.json holds what the released evaluator (inclusionAI/HeartBench,
heartbench/score_answers.py) computed from that file, run outside this repo.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from tests.support import read_jsonl

DATA = Path(__file__).parent / "data"


def test_compat_matches_released_evaluator_to_1e_9(v1_dir: Path, tmp_path: Path):
    out = tmp_path / "scores.json"
    result = CliRunner().invoke(
        app,
        ["evaluate", "score", "--dataset", str(v1_dir), "--verdicts", str(DATA / "v1_verdicts.jsonl"),
         "--compat", "heartbench-v1", "--out", str(out), "--allow-unscored"],
    )
    assert result.exit_code == 0, result.output
    ours = json.loads(out.read_text(encoding="utf-8"))["models"]
    expected = json.loads((DATA / "v1_compat_expected.json").read_text(encoding="utf-8"))["models"]
    assert set(ours) == set(expected)
    for model, want in expected.items():
        got = ours[model]
        assert got["overall"] == pytest.approx(want["overall"], abs=1e-9)
        assert got["dimensions"].keys() == want["dimensions"].keys()
        for dim, value in want["dimensions"].items():
            assert got["dimensions"][dim] == pytest.approx(value, abs=1e-9), dim
        assert got["cases"].keys() == want["cases"].keys()
        for case_id, value in want["cases"].items():
            assert got["cases"][case_id] == pytest.approx(value, abs=1e-9), case_id


def test_default_mode_differs_where_it_should(v1_dir: Path, tmp_path: Path):
    """Same verdicts, default mode: wrong-length and null-bearing lists are unscored, not padded."""
    out = tmp_path / "scores.json"
    result = CliRunner().invoke(
        app, ["evaluate", "score", "--dataset", str(v1_dir), "--verdicts", str(DATA / "v1_verdicts.jsonl"), "--out", str(out), "--allow-unscored"]
    )
    assert result.exit_code == 0, result.output
    ours = json.loads(out.read_text(encoding="utf-8"))["models"]
    rows = read_jsonl(DATA / "v1_verdicts.jsonl")
    lengths = {json.loads(line)["question_id"]: len(json.loads(line)["rubric"])
               for line in (v1_dir / "question_all.jsonl").read_text(encoding="utf-8").splitlines()}
    for model in ("model-a", "model-b"):
        mine = [r for r in rows if r["model"] == model]
        clean = {r["question_id"] for r in mine if len(r["detail"]) == lengths[r["question_id"]] and None not in r["detail"]}
        assert set(ours[model]["cases"]) == clean
        assert len(ours[model]["unscored"]) == 296 - len(clean)
