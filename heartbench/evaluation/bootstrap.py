"""Case-bootstrap statistics of a leaderboard: intervals, pairwise win probabilities, separability.

The overall score is a macro mean: the mean over dimensions of each dimension's mean over the
cases that have it. A resample draws cases with replacement (same count) and recomputes every
model's statistics on *the same* drawn cases (a paired bootstrap), so that P(A > B) compares
models on identical resamples. A case a model could not be scored on is missing for that
model only. Intervals are the 2.5th and 97.5th percentiles; the seed is fixed, so the same
scores always give the same figures.

* **separability** — the share of model pairs whose 95 % overall intervals do not overlap
  (Arena-Hard's measure of how well a benchmark tells models apart);
* **P(A > B)** — the share of resamples in which A's overall is above B's (ties count half).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import NamedTuple

import numpy as np

RESAMPLES = 1000
SEED = 20251221


class BootstrapFigures(NamedTuple):
    overall_ci95: dict[str, tuple[float, float] | None]
    case_mean_ci95: dict[str, tuple[float, float] | None]
    pairwise: dict[str, dict[str, float]]
    """P(row model's overall > column model's overall), for every ordered pair."""
    separability: float | None
    """Share of model pairs with non-overlapping overall intervals; None with fewer than two models."""


def overall_ci95(
    case_dimensions: Sequence[Mapping[str, float]], *, resamples: int = RESAMPLES, seed: int = SEED
) -> tuple[float, float] | None:
    """95 % percentile interval of one model's overall score over its scored cases."""
    if not case_dimensions:
        return None
    figures = bootstrap({"m": dict(enumerate(case_dimensions))}, list(range(len(case_dimensions))), resamples=resamples, seed=seed)
    return figures.overall_ci95["m"]


def bootstrap(
    scored: Mapping[str, Mapping[object, Mapping[str, float]]],
    case_ids: Sequence[object],
    *,
    resamples: int = RESAMPLES,
    seed: int = SEED,
) -> BootstrapFigures:
    """`scored`: model → case id → that case's dimension scores (scored cases only);
    `case_ids`: every case of the run, the population resampled."""
    models = list(scored)
    if not case_ids:
        empty = dict.fromkeys(models)
        return BootstrapFigures(empty, dict(empty), {}, None)
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, len(case_ids), size=(resamples, len(case_ids)))
    overalls: dict[str, np.ndarray] = {}
    overall_ci: dict[str, tuple[float, float] | None] = {}
    case_mean_ci: dict[str, tuple[float, float] | None] = {}
    for model in models:
        matrix = _matrix([scored[model].get(case_id) for case_id in case_ids])
        if matrix is None:
            overall_ci[model] = case_mean_ci[model] = None
            continue
        overalls[model] = _overalls(matrix, draws)
        overall_ci[model] = _interval(overalls[model])
        case_mean_ci[model] = _interval(_case_means(matrix, draws))
    pairwise = {
        a: {b: _win_share(overalls[a], overalls[b]) for b in overalls if b != a} for a in overalls
    }
    return BootstrapFigures(overall_ci, case_mean_ci, pairwise, separability(overall_ci))


def separability(intervals: Mapping[str, tuple[float, float] | None]) -> float | None:
    """Share of pairs of models (with an interval) whose intervals do not overlap."""
    known = [ci for ci in intervals.values() if ci is not None]
    pairs = list(itertools.combinations(known, 2))
    if not pairs:
        return None
    apart = sum(a[1] < b[0] or b[1] < a[0] for a, b in pairs)
    return round(apart / len(pairs), 4)


def _matrix(rows: Sequence[Mapping[str, float] | None]) -> np.ndarray | None:
    """Cases x dimensions, NaN where a case has no item of that dimension or is unscored."""
    dims = sorted({dim for row in rows if row for dim in row})
    if not any(row is not None for row in rows):
        return None
    matrix = np.full((len(rows), max(len(dims), 1)), np.nan)
    for i, row in enumerate(rows):
        for j, dim in enumerate(dims):
            if row is not None and dim in row:
                matrix[i, j] = row[dim]
    return matrix


def _overalls(matrix: np.ndarray, draws: np.ndarray) -> np.ndarray:
    """Macro overall for each row of case indices in `draws` (NaN: a resample with no scored case)."""
    present = ~np.isnan(matrix)
    values = np.where(present, matrix, 0.0)
    sums = values[draws].sum(axis=1)  # resamples x dimensions
    counts = present[draws].sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        dimension_means = sums / counts  # NaN where a resample drew no case of a dimension
        return _nanmean_rows(dimension_means)


def _case_means(matrix: np.ndarray, draws: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore"):
        case_scores = _nanmean_rows(matrix)  # a case's score: the mean of its dimensions
    return _nanmean_rows(case_scores[draws])


def _nanmean_rows(values: np.ndarray) -> np.ndarray:
    present = ~np.isnan(values)
    counts = present.sum(axis=1)
    sums = np.where(present, values, 0.0).sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(counts > 0, sums / np.maximum(counts, 1), np.nan)


def _interval(values: np.ndarray) -> tuple[float, float] | None:
    values = values[~np.isnan(values)]
    if values.size == 0:
        return None
    low, high = np.percentile(values, [2.5, 97.5])
    return round(float(low), 4), round(float(high), 4)


def _win_share(a: np.ndarray, b: np.ndarray) -> float:
    both = ~(np.isnan(a) | np.isnan(b))
    if not both.any():
        return 0.5
    wins = (a[both] > b[both]).sum() + 0.5 * (a[both] == b[both]).sum()
    return round(float(wins / both.sum()), 4)
