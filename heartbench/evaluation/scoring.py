"""HeartBench scoring: log-normalised dimension scores, case scores, leaderboard.

Per case and dimension d (catastrophic items excluded)::

    lo = sum of negative weights, hi = sum of positive weights, raw = sum of hit weights
    norm_d = 100 * ln(raw - lo + 1) / ln(hi - lo + 1)      (0 when hi - lo <= 0)

Case score = mean of its norm_d. Dimension score = mean of norm_d over the cases that have d.
Overall = mean of the dimension scores (macro, as HeartBench v1 reports); the mean of case
scores is reported beside it.

Two modes:

* ``default`` — a hit catastrophic item zeroes the case, whatever its weight. A verdict list
  of the wrong length, or with any unscored (null) item, makes the case *unscored*: listed,
  left out of every mean, never counted as misses.
* ``heartbench-v1`` — the released evaluator's numbers, quirks included: the catastrophic rule
  fires only for a hit item with a positive weight (v1's weights are null or -4, so it never
  fires); a wrong-length list is padded with misses or cut; any falsy entry (0, null) is a
  miss; an empty list (the reply could not be parsed) leaves the case out.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from heartbench.evaluation.bootstrap import bootstrap
from heartbench.schema import Case, Leaderboard, ModelScore

Mode = Literal["default", "heartbench-v1"]
MODES: tuple[Mode, ...] = ("default", "heartbench-v1")
Hit = int | bool | None


@dataclass(frozen=True)
class CaseResult:
    """One model's result on one case."""

    score: float | None
    dimensions: dict[str, float] = field(default_factory=dict)
    catastrophic: bool = False
    unscored_reason: str | None = None


def normalise(raw: float, lo: float, hi: float) -> float:
    """Log-normalised dimension score on 0-100 (operation order as the released evaluator)."""
    span = hi - lo
    if span <= 0:
        return 0.0
    return math.log(raw - lo + 1.0) / math.log(span + 1.0) * 100


def score_case(case: Case, detail: Sequence[Hit], mode: Mode = "default") -> CaseResult:
    """Score one case from its per-item hits (rubric order, catastrophic item included)."""
    rubric = case.rubric
    if mode == "heartbench-v1":
        if not detail:
            return CaseResult(None, unscored_reason="empty verdict list (reply not parsed)")
        if not rubric:
            return CaseResult(0.0)
        detail = list(detail[: len(rubric)]) + [0] * (len(rubric) - len(detail))
    else:
        if not rubric:
            return CaseResult(None, unscored_reason="case has no rubric items")
        if len(detail) != len(rubric):
            return CaseResult(None, unscored_reason=f"expected {len(rubric)} verdicts, got {len(detail)}")
        unscored = [i + 1 for i, hit in enumerate(detail) if hit is None]
        if unscored:
            return CaseResult(None, unscored_reason=f"item(s) {', '.join(map(str, unscored))} unscored")

    lo: dict[str, float] = {}
    hi: dict[str, float] = {}
    raw: dict[str, float] = {}
    catastrophic = False
    catastrophic_dims = {item.dimension for item in rubric if item.kind == "catastrophic"}
    for item, hit in zip(rubric, detail):
        weight = float(item.score) if item.score is not None else 0.0
        lo.setdefault(item.dimension, 0.0)
        hi.setdefault(item.dimension, 0.0)
        raw.setdefault(item.dimension, 0.0)
        if weight < 0:
            lo[item.dimension] += weight
        elif weight > 0:
            hi[item.dimension] += weight
        if not hit:
            continue
        raw[item.dimension] += weight
        if item.kind == "catastrophic" and (mode == "default" or weight > 0):
            catastrophic = True

    dimensions = {
        dim: 0.0 if catastrophic else normalise(raw[dim], lo[dim], hi[dim]) for dim in lo if dim not in catastrophic_dims
    }
    if not dimensions:
        if mode == "heartbench-v1":
            return CaseResult(0.0, catastrophic=catastrophic)
        return CaseResult(None, catastrophic=catastrophic, unscored_reason="no scorable dimension")
    score = 0.0 if catastrophic else sum(dimensions.values()) / len(dimensions)
    return CaseResult(score, dimensions, catastrophic)


def aggregate(results: dict[str, CaseResult]) -> ModelScore:
    """Dimension, overall (macro) and case-mean scores over the scored cases."""
    sums: dict[str, float] = {}
    counts: dict[str, int] = {}
    cases: dict[str, float] = {}
    unscored: list[str] = []
    for case_id, result in results.items():
        if result.score is None:
            unscored.append(case_id)
            continue
        cases[case_id] = result.score
        for dim, value in result.dimensions.items():
            sums[dim] = sums.get(dim, 0.0) + value
            counts[dim] = counts.get(dim, 0) + 1
    dimensions = {dim: sums[dim] / counts[dim] for dim in sorted(sums)}
    return ModelScore(
        overall=_mean(dimensions.values()),
        case_mean=_mean(cases.values()),
        dimensions=dimensions,
        cases=cases,
        unscored=unscored,
    )


def _mean(values: Iterable[float]) -> float | None:
    values = list(values)
    return sum(values) / len(values) if values else None


@dataclass(frozen=True)
class VerdictRow:
    """One line of a verdict file: a model's hits on one case."""

    question_id: str
    model: str
    detail: list[Hit]


@dataclass(frozen=True)
class ScoreReport:
    """A leaderboard, each model's per-case results, and why each unscored case is unscored."""

    leaderboard: Leaderboard
    results: dict[str, dict[str, CaseResult]]
    reasons: dict[str, dict[str, str]]


def add_intervals(report: ScoreReport) -> Leaderboard:
    """The report's leaderboard with case-bootstrap figures: each model's 95 % intervals of
    `overall` and `case_mean`, P(A > B) for every pair, and the separability of the models."""
    scored = {
        model: {case_id: r.dimensions for case_id, r in results.items() if r.score is not None}
        for model, results in report.results.items()
    }
    case_ids = list(next(iter(report.results.values()), {}))
    figures = bootstrap(scored, case_ids)
    board = report.leaderboard
    for model, result in board.models.items():
        result.overall_ci95 = figures.overall_ci95.get(model)
        result.case_mean_ci95 = figures.case_mean_ci95.get(model)
    board.separability = figures.separability
    board.pairwise = figures.pairwise
    return board


def score_verdicts(cases: Sequence[Case], rows: Iterable[VerdictRow], mode: Mode = "default") -> ScoreReport:
    """Score every model in `rows`. Cases a model has no verdict for are listed as unscored."""
    by_id = {case.case_id: case for case in cases}
    per_model: dict[str, dict[str, CaseResult]] = {}
    for row in rows:
        per_model.setdefault(row.model, {})[row.question_id] = score_case(by_id[row.question_id], row.detail, mode)
    board = Leaderboard(mode=mode)
    ordered_results: dict[str, dict[str, CaseResult]] = {}
    reasons: dict[str, dict[str, str]] = {}
    no_verdict = CaseResult(None, unscored_reason="no verdict")
    for model, results in per_model.items():
        ordered = {case_id: results.get(case_id, no_verdict) for case_id in by_id}
        board.models[model] = aggregate(ordered)
        ordered_results[model] = ordered
        reasons[model] = {cid: r.unscored_reason for cid, r in ordered.items() if r.score is None and r.unscored_reason}
    return ScoreReport(board, ordered_results, reasons)


DECAY_DEFINITION = "(overall on Hard − overall on all cases) / overall on all cases × 100"
"""The one definition of decay, used by `split` and by the report."""


def decay(all_cases: float | None, hard: float | None) -> float | None:
    """Decay in % from all cases to Hard (`DECAY_DEFINITION`); None when either is missing or all is 0."""
    return None if hard is None or not all_cases else (hard - all_cases) / all_cases * 100
