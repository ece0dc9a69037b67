"""Agreement statistics shared by the reviewers' agreement (`rubrics review import`) and the
judge–human agreement (`evaluate agreement`).

* percent agreement — share of items on which every rater made the same call;
* pairwise agreement — mean over rater pairs of the share of items they agree on;
* Fleiss' κ over all raters (statsmodels);
* Cohen's κ of two raters (closed form, held to scikit-learn by the tests).

κ is undefined when every rating falls in one category (chance agreement is then 1): it is
reported as None, never as 0 or 1.
"""

from __future__ import annotations

import itertools
import math
import warnings
from collections.abc import Sequence


def fleiss(ratings: Sequence[Sequence[int]]) -> float | None:
    """Fleiss' κ of items × raters 0/1 ratings, to 4 decimals; None when undefined."""
    return _round(fleiss_kappa(ratings))


def cohen(a: Sequence[int], b: Sequence[int]) -> float | None:
    """Cohen's κ of two raters' 0/1 ratings, to 4 decimals; None when undefined."""
    return _round(cohen_kappa(a, b))


def fleiss_kappa(ratings: Sequence[Sequence[int]]) -> float | None:
    """Fleiss' κ (statsmodels), unrounded; None when undefined."""
    # deferred: numpy and statsmodels take ~0.3 s to import; only agreement figures need them
    import numpy as np
    from statsmodels.stats.inter_rater import aggregate_raters
    from statsmodels.stats.inter_rater import fleiss_kappa as statsmodels_fleiss

    if len(ratings) == 0:
        return None
    table, _ = aggregate_raters(np.asarray(ratings), n_cat=2)
    return finite(lambda: statsmodels_fleiss(table, method="fleiss"))


def cohen_kappa(a: Sequence[int], b: Sequence[int]) -> float | None:
    """Cohen's κ = (p_o − p_e) / (1 − p_e) from the 2×2 table, unrounded; None when p_e = 1
    (both raters use one category). Closed form: statsmodels' `cohens_kappa` takes ~5 ms a call,
    too slow inside a bootstrap; the tests hold this to scikit-learn's `cohen_kappa_score`."""
    if not a:
        return None
    pairs = list(zip(a, b, strict=True))
    n = len(pairs)
    observed = sum(x == y for x, y in pairs) / n
    a_yes, b_yes = sum(x for x, _ in pairs) / n, sum(y for _, y in pairs) / n
    expected = a_yes * b_yes + (1 - a_yes) * (1 - b_yes)
    return None if expected >= 1 else (observed - expected) / (1 - expected)


def finite(compute) -> float | None:
    """The statistic, or None where it is undefined: a division by zero (no variation in the
    ratings) or a library's refusal of such data."""
    # deferred: numpy and statsmodels take ~0.3 s to import; only agreement figures need them
    import numpy as np

    with warnings.catch_warnings(), np.errstate(divide="ignore", invalid="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        try:
            value = float(compute())
        except (ValueError, ZeroDivisionError):
            return None
    return None if math.isnan(value) or math.isinf(value) else value


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def percent_agreement(ratings: Sequence[Sequence[int]]) -> float | None:
    if not ratings:
        return None
    return round(sum(len(set(row)) == 1 for row in ratings) / len(ratings), 4)


def pairwise_agreement(ratings: Sequence[Sequence[int]]) -> float | None:
    if not ratings or len(ratings[0]) < 2:
        return None
    pairs = list(itertools.combinations(range(len(ratings[0])), 2))
    agree = sum(row[i] == row[j] for row in ratings for i, j in pairs)
    return round(agree / (len(ratings) * len(pairs)), 4)
