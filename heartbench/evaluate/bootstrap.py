"""Bootstrap confidence interval of a model's overall score, resampling cases.

The overall score is a macro mean: the mean over dimensions of each dimension's mean over
the cases that have it. A resample draws scored cases with replacement (same count) and
recomputes that statistic; the interval is the 2.5th and 97.5th percentiles. The seed is
fixed, so the same scores always give the same interval.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

RESAMPLES = 1000
SEED = 20251221


def overall_ci95(
    case_dimensions: Sequence[Mapping[str, float]], *, resamples: int = RESAMPLES, seed: int = SEED
) -> tuple[float, float] | None:
    """95 % percentile interval of the overall score; None without scored cases."""
    if not case_dimensions:
        return None
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, len(case_dimensions), size=(resamples, len(case_dimensions)))
    overalls = _overalls(_matrix(case_dimensions), draws)
    low, high = np.percentile(overalls, [2.5, 97.5])
    return float(low), float(high)


def _matrix(case_dimensions: Sequence[Mapping[str, float]]) -> np.ndarray:
    """Cases x dimensions, NaN where a case has no item of that dimension."""
    dims = sorted({dim for row in case_dimensions for dim in row})
    matrix = np.full((len(case_dimensions), len(dims)), np.nan)
    for i, row in enumerate(case_dimensions):
        for j, dim in enumerate(dims):
            if dim in row:
                matrix[i, j] = row[dim]
    return matrix


def _overalls(matrix: np.ndarray, draws: np.ndarray) -> np.ndarray:
    """Macro overall for each row of case indices in `draws`."""
    present = ~np.isnan(matrix)
    values = np.where(present, matrix, 0.0)
    sums = values[draws].sum(axis=1)  # resamples x dimensions
    counts = present[draws].sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        dimension_means = sums / counts  # NaN where a resample drew no case of a dimension
    return np.nanmean(dimension_means, axis=1)
