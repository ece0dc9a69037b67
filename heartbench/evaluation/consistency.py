"""Measurement checks of one evaluation run: the judge against itself, and against the rules.

* **judge self-consistency** (`--judge-repeats K`): per item judged K times, a *flip* is any
  disagreement among the usable judgements; the flip rate is the share of such items.
  Fleiss' κ treats the K judgements as K raters of every item all K judged.
* **rule agreement** (`judge.rules = "report"`): per rule, the share of items on which the
  rule and the judge agree, and Cohen's κ between them; in `decide` mode the rule's own hit
  rate for the items it decided.

Self-consistency is broken down per capability (the item's dimension code); each rule checks
one item of one capability.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from heartbench.agreement.statistics import cohen, fleiss
from heartbench.evaluation.rules import RuleBook
from heartbench.schema import Answer, Case, Verdict

_EXAMPLES = 10


def judge_consistency(cases: Sequence[Case], verdicts: Sequence[Verdict], repeats: int) -> dict[str, Any]:
    by_id = {case.case_id: case for case in cases}
    rows: dict[str, list[list[bool | None]]] = {}  # dimension → per item, the K hits
    for verdict in verdicts:
        if not verdict.repeats:
            continue
        case = by_id[verdict.case_id]
        decided = set(verdict.decided_by_rule)
        for index, item in enumerate(case.rubric):
            if item.item_id in decided:
                continue
            rows.setdefault(item.dimension, []).append([judgement[index] for judgement in verdict.repeats])
    every = [row for dimension_rows in rows.values() for row in dimension_rows]
    return {
        "repeats": repeats,
        "overall": _consistency(every),
        "per_capability": {dimension: _consistency(dimension_rows) for dimension, dimension_rows in sorted(rows.items())},
        "note": "flip rate: share of items on which the usable judgements differ; Fleiss' kappa over items all judgements decided",
    }


def _consistency(rows: list[list[bool | None]]) -> dict[str, Any]:
    judged = [[hit for hit in row if hit is not None] for row in rows]
    judged = [row for row in judged if len(row) >= 2]
    complete = [[int(hit) for hit in row] for row in rows if all(hit is not None for hit in row)]
    flips = sum(len(set(row)) > 1 for row in judged)
    return {
        "items": len(judged),
        "flip_rate": round(flips / len(judged), 4) if judged else None,
        "fleiss_kappa": fleiss(complete) if complete else None,
    }


def rule_agreement(book: RuleBook, cases: Sequence[Case], answers: Sequence[Answer], verdicts: Sequence[Verdict]) -> dict[str, Any]:
    """Per rule: what it decided or how well it agrees with the judge."""
    by_id = {case.case_id: case for case in cases}
    texts = {(answer.case_id, answer.model): answer.text for answer in answers}
    pairs: dict[str, list[tuple[int, int, str]]] = {}  # rule → (rule hit, judge hit, where)
    decided: dict[str, list[int]] = {}
    for verdict in verdicts:
        text = texts.get((verdict.case_id, verdict.model))
        if not verdict.items or text is None:
            continue
        case = by_id[verdict.case_id]
        for index, name in book.matches(case).items():
            item = verdict.items[index]
            if item.item_id in verdict.decided_by_rule:
                decided.setdefault(name, []).append(int(bool(item.hit)))
            elif item.hit is not None:
                rule = book.check(name, text)
                pairs.setdefault(name, []).append((int(rule.hit), int(item.hit), f"{verdict.case_id} {verdict.model}"))
    report: dict[str, Any] = {"mode": book.mode}
    for name in sorted(set(pairs) | set(decided)):
        entry: dict[str, Any] = {}
        if name in decided:
            hits = decided[name]
            entry["decided"] = {"items": len(hits), "hit_rate": round(sum(hits) / len(hits), 4)}
        if name in pairs:
            rows = pairs[name]
            agree = sum(rule == judge for rule, judge, _ in rows)
            entry["versus_judge"] = {
                "items": len(rows),
                "agreement": round(agree / len(rows), 4),
                "cohen_kappa": cohen([r for r, _, _ in rows], [j for _, j, _ in rows]),
                "rule_hit_rate": round(sum(r for r, _, _ in rows) / len(rows), 4),
                "judge_hit_rate": round(sum(j for _, j, _ in rows) / len(rows), 4),
                "disagreements": [where for rule, judge, where in rows if rule != judge][:_EXAMPLES],
            }
        report[name] = entry
    return report
