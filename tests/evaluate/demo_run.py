"""A small finished evaluation run for report and agreement tests: the demo's three hand-written
cases (two marked Hard, one Normal), two scripted models, the scripted judge."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from heartbench.demo.run import DEMO_MODELS, WORKSPACE
from heartbench.evaluate.run import RunSettings, run_evaluation
from tests.support import read_jsonl


def make_run(folder: Path) -> Path:
    shutil.copytree(WORKSPACE / "evaluation", folder)
    cases = folder / "cases" / "question_all.jsonl"
    rows = read_jsonl(cases)
    for row, difficulty in zip(rows, ("normal", "hard", "hard")):
        row["difficulty"] = difficulty
    cases.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    run_evaluation(folder, RunSettings(models=DEMO_MODELS, judge="scripted/demo-judge"), dataset=cases)
    return folder
