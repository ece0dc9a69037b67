"""Mock scoring (the paper's self-validation): the experts score one pilot answer per case
with the items, and their reading is set against the judge's.

`rubrics review export` shows, above each case's items, one answer of the pilot round —
from the held-out sample when there is one — without the model's name, and keeps which
answer it showed and the judge's verdict on it in the workspace (`review-rounds/round-R.json`,
never in the reviewers' folder). On import, per item, the reviewers' majority `mock_hit`
(more than half of those who marked it) is compared with the judge's hit: items where they
differ are flagged `judge-disagrees` and go to adjudication, and the judge-vs-expert agreement
is reported overall and per capability.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from heartbench.agreement.statistics import cohen
from heartbench.errors import InputError
from heartbench.evaluation.matrix import PilotVerdicts
from heartbench.evaluation.samples import CONSTRUCTION, HELD_OUT
from heartbench.jsonio import read_json
from heartbench.lineage import graph
from heartbench.review.consensus import Decision
from heartbench.schema import Answer, Case, Verdict
from heartbench.workspace import Workspace, read_records

ROUNDS_DIR = "review-rounds"
ANSWERS_FILE = "answers.jsonl"


def shown_file(ws: Workspace, round_number: int) -> Path:
    return ws.root / ROUNDS_DIR / f"round-{round_number}.json"


def shown_pilot(case_id: str, pilots: list[str]) -> str:
    """The pilot whose answer a case shows: spread over the pilots by the case id, so that
    every export of the case shows the same one."""
    ordered = sorted(pilots)
    return ordered[int(hashlib.sha256(case_id.encode()).hexdigest()[:8], 16) % len(ordered)]


@dataclass(frozen=True)
class Shown:
    model: str
    sample: str
    text: str
    hits: dict[str, bool | None]
    """Item id → the judge's hit on this answer (None: unscored)."""


def gather_shown(ws: Workspace, cases: list[Case], verdicts_stage: str) -> dict[str, Shown] | str:
    """Per case, the answer to show and the judge's verdict on each of its items, from the
    verdicts of `verdicts_stage` (`pilot` in round 1, `review-verdicts` after); or the reason
    there is none (review before the pilot round)."""
    stages = ws.root / "stages"
    marker = graph.finished(stages, verdicts_stage)
    answers_path = stages / "pilot" / ANSWERS_FILE
    if marker is None or not answers_path.is_file():
        return "no pilot answers yet (review before the pilot round): no mock scoring"
    rows = list(read_records(stages / verdicts_stage / graph.node(verdicts_stage).records, Verdict, allow_empty=True))
    sample = HELD_OUT if any(row.sample == HELD_OUT for row in rows) else CONSTRUCTION
    verdicts = PilotVerdicts(rows, sample=sample)
    texts = {(a.case_id, a.model): a.text for a in read_records(answers_path, Answer, allow_empty=True) if a.sample == sample}
    shown = {}
    for case in cases:
        model = shown_pilot(case.case_id, verdicts.pilots)
        hits = verdicts.hits(case, model) or {}
        text = texts.get((case.case_id, model))
        if text:
            shown[case.case_id] = Shown(model, sample, text, {item.item_id: hits.get(item.item_id) for item in case.rubric})
    return shown


def read_shown(path: Path) -> dict[str, dict[str, Any]]:
    data = read_json(path)
    if not isinstance(data, dict) or not isinstance(data.get("cases"), dict):
        raise InputError(path, "not a mock-scoring record written by `rubrics review export`")
    return data["cases"]


def expert_majority(marks: list[int | None]) -> int | None:
    """1 or 0 when more than half of the reviewers who marked the item agree; else None."""
    given = [mark for mark in marks if mark is not None]
    for value in (1, 0):
        if given and given.count(value) * 2 > len(given):
            return value
    return None


def compare(decisions: dict[str, list[Decision]], shown: dict[str, dict[str, Any]], case_of: dict[str, str],
            capability: dict[str, str]) -> dict[str, Any]:  # fmt: skip
    """Judge vs the experts' majority on every item both scored: agreement overall and per
    capability (with Cohen's κ), and the items where they differ."""
    pairs: list[tuple[str, int, int]] = []
    disagrees = []
    for item_id, item_decisions in decisions.items():
        record = shown.get(case_of[item_id])
        judge = None if record is None else record["hits"].get(item_id)
        experts = expert_majority([d.mock_hit for d in item_decisions])
        if judge is None or experts is None:
            continue
        pairs.append((item_id, int(judge), experts))
        if int(judge) != experts:
            disagrees.append({"case_id": case_of[item_id], "item_id": item_id, "judge": int(judge), "experts": experts,
                              "marks": {d.reviewer: d.mock_hit for d in item_decisions}})  # fmt: skip
    per_capability = {}
    for code in sorted({capability[item_id] for item_id, _, _ in pairs}):
        subset = [(j, e) for item_id, j, e in pairs if capability[item_id] == code]
        per_capability[code] = _summary(subset)
    return {"overall": _summary([(j, e) for _, j, e in pairs]), "per_capability": per_capability, "judge_disagrees": disagrees,
            "note": "judge's hit vs the reviewers' majority mock_hit on the answer shown (items both scored)"}  # fmt: skip


def _summary(pairs: list[tuple[int, int]]) -> dict[str, Any]:
    if not pairs:
        return {"items": 0, "agreement": None, "cohen_kappa": None}
    same = sum(j == e for j, e in pairs)
    return {"items": len(pairs), "agreement": round(same / len(pairs), 4), "cohen_kappa": cohen([j for j, _ in pairs], [e for _, e in pairs])}
