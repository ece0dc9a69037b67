"""Judge–human agreement statistics.

The reference for an item is the majority of the raters who rated it (a tie, or no rating,
leaves the item without a reference). Figures:

* **item agreement** — share of items with a reference on which the judge agrees with it
  (the figure HeartBench reports, 87 %, with no chance correction);
* **Cohen's κ, judge vs majority** — the same, corrected for chance;
* **Fleiss' κ among raters** (statsmodels; items every rater rated) and **Krippendorff's α**
  (the `krippendorff` package; blanks allowed) — the human ceiling;
* **macro-F1** of the judge against each rater, beside each rater against each other rater —
  HealthBench's comparison: a judge as good as a rater scores like one.

Cohen's κ (`heartbench.review.agreement.cohen_kappa`, shared with the reviewer agreement) and
macro-F1 are computed from the 2×2 table: scikit-learn's functions cost a few milliseconds a
call (`benchmarks/agreement_stats.py` prints both), too much for 1,000 bootstrap resamples of a
dozen statistics; the tests hold both to scikit-learn's figures.

Each headline figure has a 95 % case-bootstrap interval (cases resampled with all their
items); breakdowns per capability, weight sign and model give point estimates and counts.
κ, α and F1 are None where undefined (a single category).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from heartbench.agreement.statistics import cohen_kappa, finite, fleiss_kappa

RESAMPLES = 1000
SEED = 20251221


@dataclass(frozen=True)
class RatedItem:
    pair_id: str
    case_id: str
    model: str
    item_id: str
    content: str
    dimension: str
    sign: str
    """`positive`, `negative` or `catastrophic` (the item's weight)."""
    judge: int
    judge_reason: str
    raters: tuple[int | None, ...]
    """One entry per rater, in rater order; None = left blank."""

    @cached_property  # read by every statistic of every bootstrap resample
    def majority(self) -> int | None:
        given = [r for r in self.raters if r is not None]
        hits = sum(given)
        if not given or hits * 2 == len(given):
            return None
        return int(hits * 2 > len(given))


def item_agreement(items: Sequence[RatedItem]) -> float | None:
    refs = [(i.judge, i.majority) for i in items if i.majority is not None]
    return sum(a == b for a, b in refs) / len(refs) if refs else None


def cohen_vs_majority(items: Sequence[RatedItem]) -> float | None:
    refs = [(i.judge, i.majority) for i in items if i.majority is not None]
    return cohen_kappa([a for a, _ in refs], [b for _, b in refs])


def fleiss_raters(items: Sequence[RatedItem]) -> float | None:
    complete = [i.raters for i in items if all(r is not None for r in i.raters)]
    if not complete or len(complete[0]) < 2:
        return None
    return fleiss_kappa(complete)


def krippendorff_raters(items: Sequence[RatedItem]) -> float | None:
    # deferred: krippendorff (with numpy) is needed only by the agreement study
    import krippendorff

    if not items or len(items[0].raters) < 2:
        return None
    data = np.array([[np.nan if r is None else r for r in i.raters] for i in items], dtype=float).T  # raters x items
    if len(set(data[~np.isnan(data)].tolist())) < 2:
        return None
    return finite(lambda: krippendorff.alpha(reliability_data=data, level_of_measurement="nominal", value_domain=[0.0, 1.0]))


def macro_f1(truth: Sequence[int], predicted: Sequence[int]) -> float | None:
    """Mean over the classes 1 and 0 of F1 = 2TP / (2TP + FP + FN); a class absent from both
    sides scores 0 (scikit-learn's `zero_division=0`)."""
    if not truth:
        return None
    scores = []
    for cls in (1, 0):
        tp = sum(t == cls and p == cls for t, p in zip(truth, predicted, strict=True))
        fp = sum(t != cls and p == cls for t, p in zip(truth, predicted, strict=True))
        fn = sum(t == cls and p != cls for t, p in zip(truth, predicted, strict=True))
        scores.append(2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0)
    return sum(scores) / 2


def judge_f1_per_rater(items: Sequence[RatedItem], n_raters: int) -> list[float | None]:
    out = []
    for r in range(n_raters):
        rows = [(i.raters[r], i.judge) for i in items if i.raters[r] is not None]
        out.append(macro_f1([t for t, _ in rows], [p for _, p in rows]))
    return out


def rater_f1_per_rater(items: Sequence[RatedItem], n_raters: int) -> list[float | None]:
    """Per rater: mean macro-F1 of that rater against each other rater (the other as truth)."""
    out = []
    for r in range(n_raters):
        scores = []
        for s in range(n_raters):
            if s == r:
                continue
            rows = [(i.raters[s], i.raters[r]) for i in items if i.raters[s] is not None and i.raters[r] is not None]
            value = macro_f1([t for t, _ in rows], [p for _, p in rows])
            if value is not None:
                scores.append(value)
        out.append(sum(scores) / len(scores) if scores else None)
    return out


def _mean(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return sum(known) / len(known) if known else None


HEADLINE: tuple[tuple[str, str, Callable[[Sequence[RatedItem], int], float | None]], ...] = (
    ("item_agreement", "item agreement, judge vs raters' majority", lambda items, n: item_agreement(items)),
    ("cohen_kappa", "Cohen's κ, judge vs raters' majority", lambda items, n: cohen_vs_majority(items)),
    ("fleiss_kappa_raters", "Fleiss' κ among raters (human ceiling)", lambda items, n: fleiss_raters(items)),
    ("krippendorff_alpha_raters", "Krippendorff's α among raters", lambda items, n: krippendorff_raters(items)),
    ("judge_macro_f1", "macro-F1, judge vs each rater (mean)", lambda items, n: _mean(judge_f1_per_rater(items, n))),
    ("rater_macro_f1", "macro-F1, each rater vs the other raters (mean)", lambda items, n: _mean(rater_f1_per_rater(items, n))),
)


def agreement_report(items: list[RatedItem], raters: list[str], *, resamples: int = RESAMPLES, seed: int = SEED) -> dict[str, Any]:
    n = len(raters)
    cases = sorted({i.case_id for i in items})
    by_case = {case: [i for i in items if i.case_id == case] for case in cases}
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, len(cases), size=(resamples, len(cases))) if cases else np.zeros((0, 0), dtype=int)
    samples = [[item for index in row for item in by_case[cases[index]]] for row in draws]
    headline = []
    for name, label, statistic in HEADLINE:
        value = statistic(items, n)
        values = np.array([v for v in (statistic(sample, n) for sample in samples) if v is not None])
        ci = None if values.size == 0 else tuple(round(float(x), 4) for x in np.percentile(values, [2.5, 97.5]))
        headline.append({"name": name, "label": label, "value": None if value is None else round(value, 4), "ci95": ci})
    judge_f1 = judge_f1_per_rater(items, n)
    rater_f1 = rater_f1_per_rater(items, n)
    return {
        "raters": raters,
        "pairs": len({i.pair_id for i in items}),
        "items": len(items),
        "items_with_reference": sum(i.majority is not None for i in items),
        "bootstrap": {"resamples": resamples, "seed": seed, "unit": "case", "cases": len(cases)},
        "headline": headline,
        "per_rater": [{"rater": rater, "judge_macro_f1": _round(judge_f1[r]), "rater_macro_f1_vs_others": _round(rater_f1[r])}
                      for r, rater in enumerate(raters)],  # fmt: skip
        "per_capability": _breakdown(items, lambda i: i.dimension),
        "per_sign": _breakdown(items, lambda i: i.sign),
        "per_model": _breakdown(items, lambda i: i.model),
        "disagreements": [
            {"pair_id": i.pair_id, "case_id": i.case_id, "model": i.model, "item_id": i.item_id, "content": i.content,
             "judge": i.judge, "majority": i.majority, "raters": list(i.raters), "judge_reason": i.judge_reason}
            for i in items if i.majority is not None and i.majority != i.judge
        ],  # fmt: skip
    }


def _breakdown(items: Sequence[RatedItem], key: Callable[[RatedItem], str]) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[RatedItem]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return {
        name: {"items": len(group), "agreement": _round(item_agreement(group)), "cohen_kappa": _round(cohen_vs_majority(group))}
        for name, group in sorted(groups.items())
    }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)

