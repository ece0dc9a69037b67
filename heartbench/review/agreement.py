"""Agreement among reviewers on "accept" vs "not accept" (edit or reject): the report
`rubrics review import` prints and keeps in `agreement.json`.

The statistics (percent and pairwise agreement, Fleiss' and Cohen's κ) are
`heartbench.agreement.statistics`, shared with the judge–human agreement of `evaluate agreement`.
"""

from __future__ import annotations

import itertools
from typing import Any

from heartbench.agreement.statistics import cohen, fleiss, pairwise_agreement, percent_agreement


def agreement_report(reviewers: list[str], ratings: dict[str, list[int]], capability: dict[str, str]) -> dict[str, Any]:
    """`ratings`: item id → one 0/1 per reviewer (1 = accept), in `reviewers` order;
    `capability`: item id → capability code."""
    rows = list(ratings.values())
    per_capability = {}
    for code in sorted(set(capability.values())):
        subset = [ratings[item] for item in ratings if capability[item] == code]
        per_capability[code] = _summary(subset)
    pairs = {}
    for (i, first), (j, second) in itertools.combinations(enumerate(reviewers), 2):
        pairs[f"{first}~{second}"] = cohen([row[i] for row in rows], [row[j] for row in rows])
    return {"reviewers": reviewers, "overall": _summary(rows), "per_capability": per_capability, "cohen_kappa_pairs": pairs,
            "note": "ratings are accept (1) vs edit or reject (0); kappa is null where every rating is the same"}  # fmt: skip


def _summary(rows: list[list[int]]) -> dict[str, Any]:
    accepted = sum(map(sum, rows))
    total = sum(map(len, rows))
    return {"items": len(rows), "accept_share": round(accepted / total, 4) if total else None, "percent_agreement": percent_agreement(rows),
            "pairwise_agreement": pairwise_agreement(rows), "fleiss_kappa": fleiss(rows)}  # fmt: skip


def agreement_table(report: dict[str, Any], labels: dict[str, str]) -> str:
    """The printed table: overall and per capability, then the pairwise κ."""
    lines = [f"  {'items':>5} {'accept':>7} {'all agree':>9} {'Fleiss κ':>9}  capability"]
    rows = [("overall", report["overall"])] + [(labels.get(code, code), row) for code, row in report["per_capability"].items()]
    for name, row in rows:  # the name last: CJK labels are two columns wide and would break the alignment
        lines.append(f"  {row['items']:>5} {_pct(row['accept_share']):>7} {_pct(row['percent_agreement']):>9} {_num(row['fleiss_kappa']):>9}  {name}")
    if report["cohen_kappa_pairs"]:
        lines.append("  Cohen's κ by pair: " + ", ".join(f"{pair} {_num(k)}" for pair, k in report["cohen_kappa_pairs"].items()))
    return "\n".join(lines)


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:.0f}%"


def _num(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"
