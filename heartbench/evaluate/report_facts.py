"""Every figure of the evaluation report, computed once from run folders (`report.json`).

The HTML report renders these facts and nothing else, so each figure it shows is also in
`report.json`; the leaderboard part is recomputed with the same scorer and bootstrap as
`evaluate run`, so it equals the runs' `scores.json`.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from heartbench import __version__
from heartbench.errors import InputError
from heartbench.evaluate.run import unscored_pairs
from heartbench.evaluate.runs import RunFolder
from heartbench.evaluation.bootstrap import RESAMPLES, SEED
from heartbench.evaluation.scoring import DECAY_DEFINITION, ScoreReport, VerdictRow, add_intervals, decay, score_verdicts
from heartbench.llm.ledger import Ledger
from heartbench.schema import Case, Leaderboard
from heartbench.standard import Standard


def gather(runs: Sequence[RunFolder], standard: Standard, agreement: dict | None = None, *, where: Path | None = None) -> dict[str, Any]:
    """Every figure of the report. Run folders are named relative to `where` (the report's
    folder), so neither the page nor its figures show this machine's absolute paths."""
    cases = runs[0].cases
    verdicts = [v for run in runs for v in run.verdicts]
    answers = [a for run in runs for a in run.answers]
    rows = [VerdictRow(v.case_id, v.model, v.detail) for v in verdicts]
    report = score_verdicts(cases, rows)
    board = add_intervals(report)
    ranked = sorted(board.models, key=lambda m: -(board.models[m].overall or -1.0))
    facts: dict[str, Any] = {
        "generated_by": f"heartbench-kit {__version__}",
        "runs": [_relative(run.folder, where) for run in runs],
        "standard": standard.name,
        "judges": sorted({str(run.settings.get("judge")) for run in runs}),
        "counts": {"cases": len(cases), **{d: sum(c.difficulty == d for c in cases) for d in ("normal", "hard")}},
        "bootstrap": {"resamples": RESAMPLES, "seed": SEED, "level": 0.95, "unit": "case"},
        "models": ranked,
        "leaderboard": [_board_row(board, model, rank) for rank, model in enumerate(ranked, start=1)],
        "separability": board.separability,
        "pairwise": board.pairwise or {},
        "capabilities": _capabilities(board, ranked, standard),
        "difficulty": _difficulty(cases, rows, board, ranked),
        "scenes": _scenes(cases, rows, ranked),
        "length": _length(report, answers, ranked),
        "unscored": [pair._asdict() for pair in unscored_pairs(report, verdicts)],
        "cost": _cost(runs, ranked),
        "judge_consistency": [run.scores.judge_consistency | {"run": _relative(run.folder, where)} for run in runs if run.scores.judge_consistency],
        "rules": [run.scores.rules | {"run": _relative(run.folder, where)} for run in runs if run.scores.rules],
        "agreement": agreement if agreement is None or "run" not in agreement else agreement | {"run": _relative(Path(agreement["run"]), where)},
        "decay_definition": DECAY_DEFINITION,
        "in_sample": sorted({model for run in runs for model in run.scores.in_sample}),
        "answer_samples": sorted({run.scores.answer_sample for run in runs if run.scores.answer_sample}),
    }
    return facts


def _relative(path: Path, where: Path | None) -> str:
    """`path` relative to `where` (with ../ where needed), or its folder name alone."""
    if where is None:
        return Path(path).name
    try:
        return os.path.relpath(Path(path).resolve(), Path(where).resolve())
    except ValueError:  # another drive (Windows)
        return Path(path).name


def _board_row(board: Leaderboard, model: str, rank: int) -> dict[str, Any]:
    score = board.models[model]
    return {"rank": rank, "model": model, "overall": score.overall, "overall_ci95": score.overall_ci95, "case_mean": score.case_mean,
            "case_mean_ci95": score.case_mean_ci95, "scored": len(score.cases), "unscored": len(score.unscored)}  # fmt: skip


def _capabilities(board: Leaderboard, ranked: list[str], standard: Standard) -> list[dict[str, Any]]:
    rows = []
    for capability in standard.capabilities:
        scores = {model: board.models[model].dimensions.get(capability.code) for model in ranked}
        if any(value is not None for value in scores.values()):
            rows.append({"code": capability.code, "zh": capability.zh, "en": capability.en, "scores": scores})
    return rows


def _subset_board(cases: list[Case], rows: list[VerdictRow]) -> Leaderboard | None:
    ids = {case.case_id for case in cases}
    if not ids:
        return None
    return score_verdicts(cases, [row for row in rows if row.question_id in ids]).leaderboard


def _ranks(board: Leaderboard | None, models: list[str]) -> dict[str, int | None]:
    if board is None:
        return dict.fromkeys(models)
    known = [m for m in models if m in board.models and board.models[m].overall is not None]
    ordered = sorted(known, key=lambda m: -board.models[m].overall)
    return {m: (ordered.index(m) + 1 if m in ordered else None) for m in models}


def _overall(board: Leaderboard | None, model: str) -> float | None:
    if board is None or model not in board.models:
        return None
    return board.models[model].overall


def _difficulty(cases: list[Case], rows: list[VerdictRow], board: Leaderboard, ranked: list[str]) -> dict[str, Any]:
    boards = {d: _subset_board([c for c in cases if c.difficulty == d], rows) for d in ("normal", "hard")}
    ranks = {"all": _ranks(board, ranked), **{d: _ranks(b, ranked) for d, b in boards.items()}}
    out = {}
    for model in ranked:
        normal, hard = _overall(boards["normal"], model), _overall(boards["hard"], model)
        change = decay(_overall(board, model), hard)
        out[model] = {"normal": normal, "hard": hard, "decay_pct": None if change is None else round(change, 2),
                      "rank_all": ranks["all"][model], "rank_normal": ranks["normal"][model], "rank_hard": ranks["hard"][model]}  # fmt: skip
    return out


def _scenes(cases: list[Case], rows: list[VerdictRow], ranked: list[str]) -> list[dict[str, Any]]:
    out = []
    for scene in sorted({case.primary_scene for case in cases}):
        subset = [case for case in cases if case.primary_scene == scene]
        board = _subset_board(subset, rows)
        out.append({"scene": scene or "(none)", "cases": len(subset), "scores": {m: _overall(board, m) for m in ranked}})
    return out


def _length(report: ScoreReport, answers, ranked: list[str]) -> dict[str, Any]:
    """Answer length (characters) against case score, and Spearman's rho, per model."""
    # deferred: scipy takes ~0.3 s to import; one figure of the report needs it
    from scipy.stats import spearmanr

    lengths = {(a.case_id, a.model): len(a.text) for a in answers if a.text is not None}
    out = {}
    for model in ranked:
        points = [(lengths[(case_id, model)], round(result.score, 4)) for case_id, result in report.results[model].items()
                  if result.score is not None and (case_id, model) in lengths]  # fmt: skip
        rho, why = None, None
        if len(points) < 3:
            why = f"{len(points)} scored answer(s); ρ needs 3"
        elif len({p[0] for p in points}) == 1:
            why = "every answer has the same length"
        elif len({p[1] for p in points}) == 1:
            why = "every case has the same score"
        else:
            value = float(spearmanr([p[0] for p in points], [p[1] for p in points]).statistic)
            rho = None if math.isnan(value) else round(value, 4)
            why = "not defined on these values" if rho is None else None
        out[model] = {"spearman_rho": rho, "spearman_missing": why, "points": points}
    return out


def _cost(runs: Sequence[RunFolder], ranked: list[str]) -> dict[str, Any]:
    """Calls, tokens and estimated cost per model under test and role, from each run's ledger."""
    totals: dict[tuple[str, str], dict[str, Any]] = {}
    problems = []
    for run in runs:
        path = Path(str(run.settings.get("ledger", "")))
        keys = {a.ledger_key: (a.model, "answer") for a in run.answers if a.ledger_key}
        keys |= {key: (v.model, "judge") for v in run.verdicts for key in v.ledger_keys}
        try:
            with Ledger(path, readonly=True) as ledger:
                usage = ledger.usage(keys)
        except (InputError, OSError) as exc:
            problems.append(f"{path}: {exc}")
            continue
        for key, (model, role) in keys.items():
            call = usage.get(key)
            row = totals.setdefault((model, role), {"model": model, "role": role, "calls": 0, "input_tokens": 0,
                                                    "output_tokens": 0, "cost_usd": 0.0, "unpriced_calls": 0, "missing": 0})  # fmt: skip
            if call is None:
                row["missing"] += 1
                continue
            row["calls"] += 1
            row["input_tokens"] += call.input_tokens
            row["output_tokens"] += call.output_tokens
            row["cost_usd"] = round(row["cost_usd"] + call.cost_usd, 6)
            row["unpriced_calls"] += not call.priced
    order = {model: i for i, model in enumerate(ranked)}
    rows = sorted(totals.values(), key=lambda r: (order.get(r["model"], len(order)), r["role"]))
    return {"rows": rows, "problems": problems}
