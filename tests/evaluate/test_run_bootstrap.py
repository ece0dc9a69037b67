"""The bootstrap interval of a model's overall score."""

from __future__ import annotations

import numpy as np
import pytest

from heartbench.evaluation import bootstrap
from heartbench.evaluation.bootstrap import overall_ci95
from heartbench.evaluation.scoring import CaseResult, aggregate

CASES = [
    {"warmth": 100.0, "curiosity": 50.0},
    {"warmth": 20.0},
    {"curiosity": 0.0, "humor": 80.0},
    {"warmth": 60.0, "humor": 10.0, "curiosity": 30.0},
]


def test_the_statistic_is_the_scorers_macro_overall():
    expected = aggregate({f"c{i}": CaseResult(sum(d.values()) / len(d), d) for i, d in enumerate(CASES)}).overall
    identity = np.arange(len(CASES))[None, :]
    assert bootstrap._overalls(bootstrap._matrix(CASES), identity)[0] == pytest.approx(expected)
    # and with a case drawn twice: warmth (100+100+20)/3, curiosity (50+50+0)/3, humor 80
    twice = np.array([[0, 0, 1, 2]])
    assert bootstrap._overalls(bootstrap._matrix(CASES), twice)[0] == pytest.approx((220 / 3 + 100 / 3 + 80) / 3)


def test_interval_is_deterministic_and_brackets_the_estimate():
    rng = np.random.default_rng(7)
    dims = ["warmth", "curiosity", "humor", "first_person"]
    cases = [{d: float(rng.uniform(0, 100)) for d in dims if rng.random() < 0.7} or {"warmth": 50.0} for _ in range(60)]
    estimate = aggregate({f"c{i}": CaseResult(1.0, d) for i, d in enumerate(cases)}).overall
    first = overall_ci95(cases)
    assert first == overall_ci95(cases)
    low, high = first
    assert 0 <= low < estimate < high <= 100
    assert overall_ci95(cases, seed=1) != first


def test_degenerate_inputs():
    assert overall_ci95([]) is None
    assert overall_ci95([{"warmth": 42.0}] * 5) == pytest.approx((42.0, 42.0))
