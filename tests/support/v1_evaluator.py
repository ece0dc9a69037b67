"""The released HeartBench evaluator's own code (../shared/reference/heartbench-v1-evaluator,
Apache-2.0), loaded at test time — never copied — with its one model call replaced by
recorded verdicts. Its package is also named `heartbench`, so its two modules are loaded
under other names, with its `heartbench.utils` import pointed at its own utils."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

EVALUATOR = Path(__file__).resolve().parents[3] / "shared" / "reference" / "heartbench-v1-evaluator"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def released_scorer():
    """The evaluator's `score_answers` module; skips when the reference copy is absent."""
    if not (EVALUATOR / "heartbench" / "score_answers.py").is_file():
        pytest.skip(f"the released HeartBench evaluator is not at {EVALUATOR} (CI provides ../shared)")
    utils = _load("released_heartbench_utils", EVALUATOR / "heartbench" / "utils.py")
    saved = sys.modules.get("heartbench.utils")
    sys.modules["heartbench.utils"] = utils
    try:
        return _load("released_heartbench_score_answers", EVALUATOR / "heartbench" / "score_answers.py")
    finally:
        if saved is None:
            sys.modules.pop("heartbench.utils", None)
        else:
            sys.modules["heartbench.utils"] = saved


def score_with_released_code(jsonl: Path, details: dict[str, list[int]], workdir: Path) -> tuple[float, dict[str, float]]:
    """Score a HeartBench JSONL the way the released evaluator does: its own file loading
    (`pd.read_json` of the lines plus a `response`), its reply parser and its scoring, with the
    judge's replies given as `details` (question_id → 0/1 per item). Returns (overall, per question)."""
    module = released_scorer()
    lines = [json.loads(line) for line in Path(jsonl).read_text(encoding="utf-8").splitlines()]
    answers = workdir / "answers.jsonl"
    answers.write_text("".join(json.dumps({**line, "response": "（回答）"}, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    replies = {line["question_id"]: json.dumps({"detail": details[line["question_id"]], "reason": "recorded"}) for line in lines}
    scorer: Any = object.__new__(module.AnswerScorer)  # no client: the model call is replaced below
    order = [line["question_id"] for line in lines]
    scorer._process_batch_with_retry = lambda messages, workers, retries: [replies[qid] for qid in order]
    (workdir / "data").mkdir(exist_ok=True)  # it writes ./data/question_score.jsonl
    cwd = os.getcwd()
    os.chdir(workdir)
    try:
        frame = scorer.score_answers(str(answers))
    finally:
        os.chdir(cwd)
    return scorer.overall_score, {row["question_id"]: row["question_score"] for _, row in frame.iterrows()}
