"""The review rounds applied in order to the cases review reads (pure: no files written).

Each round's decisions combine item by item under `[review] rule`
(`heartbench.review.consensus`). What a round changes — an edit, a moved item, an item a
reviewer added — is not final: it goes to the next round, where the whole panel decides on
it again (`rubrics review export --round R+1`). What an adjudicator decides is final. An item
on which the judge and the reviewers' mock scores disagree goes to adjudication like a
conflict. A dialogue leaves when the panel drops it (`consensus.case_kept`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from heartbench.errors import InputError
from heartbench.review.agreement import agreement_report
from heartbench.review.consensus import Decision, Outcome, Rule, adjudicate, case_kept, combine, majority_label
from heartbench.review.mock import compare, read_shown
from heartbench.review.reading import Adjudication, ItemCheck, ReviewFileSet, RoundFiles, read_round
from heartbench.review.sheets import ADVICE
from heartbench.schema import Case, RubricItem


@dataclass
class Conflict:
    case_id: str
    item: RubricItem
    round: int
    detail: str
    decisions: list[Decision]


@dataclass
class ReviewPlan:
    """What the rounds decide, case by case and item by item."""

    rounds: list[RoundFiles] = field(default_factory=list)
    rubrics: dict[str, list[RubricItem]] = field(default_factory=dict)
    """Case id → its rubric after the last round (dropped cases included, for the rejects)."""
    removed: list[tuple[str, RubricItem, str, list[Decision]]] = field(default_factory=list)
    """(case id, item, why, the decisions) for every item the panel removed."""
    dropped: dict[str, str] = field(default_factory=dict)
    """Case id → who dropped the dialogue and why."""
    conflicts: list[Conflict] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)
    """Items added or changed in the last round: the next round decides on them."""
    outcomes: dict[str, int] = field(default_factory=lambda: {"keep": 0, "edit": 0, "remove": 0, "conflict": 0, "added": 0})
    adjudicated: int = 0
    agreement: list[dict[str, Any]] = field(default_factory=list)
    """Per round: the reviewers' agreement on accept vs not."""
    mock: list[dict[str, Any]] = field(default_factory=list)
    """Per round: the judge vs the reviewers' mock scores."""


def plan_review(cases: list[Case], files: ReviewFileSet, *, rule: Rule, reviewers: int, check: ItemCheck, shown_files) -> ReviewPlan:
    """Every round applied in order; InputError at the first bad cell of any file.
    `shown_files(round)`: the path of that round's mock-scoring record (it may be absent)."""
    plan = ReviewPlan(rubrics={case.case_id: list(case.rubric) for case in cases})
    by_id = {case.case_id: case for case in cases}
    all_items = {item.item_id: item for case in cases for item in case.rubric}
    pending: set[str] | None = None
    adjudication = Adjudication(files.adjudication)
    for number in sorted(files.rounds):
        standing = [by_id[case_id].model_copy(update={"rubric": rubric}) for case_id, rubric in plan.rubrics.items() if case_id not in plan.dropped]
        round_files = read_round(number, files.rounds[number], standing, pending, check)
        plan.rounds.append(round_files)
        case_of = {item.item_id: case.case_id for case in standing for item in case.rubric}
        items = {item.item_id: item for case in standing for item in case.rubric}
        all_items.update(items)
        capability = {item_id: items[item_id].dimension for item_id in round_files.decisions}
        ratings = {item_id: [int(d.kind == "accept") for d in decisions] for item_id, decisions in round_files.decisions.items()}
        plan.agreement.append({"round": number, **agreement_report(round_files.reviewers, ratings, capability)})
        mock = _mock(number, round_files, shown_files(number), case_of, capability)
        plan.mock.append(mock)
        disagree = {row["item_id"]: row for row in mock["judge_disagrees"]}
        pending = set()
        for item_id, decisions in round_files.decisions.items():
            item, case_id = items[item_id], case_of[item_id]
            outcome = combine(item, decisions, rule)
            if outcome.action in ("keep", "edit") and item_id in disagree:
                row = disagree[item_id]
                outcome = Outcome("conflict", item.content, item.score, f"judge-disagrees: the judge says {row['judge']}, the reviewers' "
                                  f"mock scores say {row['experts']} ({outcome.detail})", item.dimension)  # fmt: skip
            if outcome.action == "conflict" and (final := adjudication.decision(item, check)) is not None:
                outcome = adjudicate(item, final)
                plan.adjudicated += 1
            elif outcome.action == "edit":
                pending.add(item_id)  # the panel confirms an edit in the next round
            plan.outcomes[outcome.action] += 1
            _apply(plan, case_id, item, outcome, decisions, number)
        for case_id, proposals in _by_case(round_files).items():
            taken = {item.item_id for item in plan.rubrics[case_id]}
            for proposal in proposals:
                item_id = next(f"{case_id}-r{number}-{k}" for k in range(1, 1000) if f"{case_id}-r{number}-{k}" not in taken)
                taken.add(item_id)
                new = RubricItem(item_id=item_id, dimension=proposal.dimension, score=proposal.score, content=proposal.content,
                                 kind="case", origin="expert")  # fmt: skip
                at = next((n for n, item in enumerate(plan.rubrics[case_id]) if item.kind != "case"), len(plan.rubrics[case_id]))
                plan.rubrics[case_id].insert(at, new)
                pending.add(item_id)
                plan.outcomes["added"] += 1
        for case_id, decisions in round_files.case_decisions.items():
            kept, why = case_kept(decisions, reviewers, rule)
            if not kept and case_id not in plan.dropped:
                plan.dropped[case_id] = f"round {number}: {why}"
    adjudication.check_all_used(set(all_items))
    plan.pending = sorted(pending or ())
    return plan


def _by_case(round_files: RoundFiles) -> dict[str, list]:
    grouped: dict[str, list] = {}
    for proposal in round_files.added:
        grouped.setdefault(proposal.case_id, []).append(proposal)
    return grouped


def _apply(plan: ReviewPlan, case_id: str, item: RubricItem, outcome: Outcome, decisions: list[Decision], number: int) -> None:
    rubric = plan.rubrics[case_id]
    at = next(n for n, current in enumerate(rubric) if current.item_id == item.item_id)
    if outcome.action == "edit":
        rubric[at] = item.model_copy(update={"content": outcome.content, "score": outcome.score, "dimension": outcome.dimension,
                                             "origin": "expert"})  # fmt: skip
    elif outcome.action == "remove":
        del rubric[at]
        plan.removed.append((case_id, item, f"round {number}: {outcome.detail}", decisions))
    elif outcome.action == "conflict":
        plan.conflicts.append(Conflict(case_id, item, number, outcome.detail, decisions))


def _mock(number: int, round_files: RoundFiles, shown_path, case_of: dict[str, str], capability: dict[str, str]) -> dict[str, Any]:
    marked = any(d.mock_hit is not None for decisions in round_files.decisions.values() for d in decisions)
    if shown_path is None or not shown_path.is_file():
        if marked:
            raise InputError(shown_path, f"round {number}'s sheets carry mock_hit marks, but the record of which answer they "
                                         "showed is missing; export the round again")  # fmt: skip
        return {"round": number, "overall": {"items": 0, "agreement": None, "cohen_kappa": None}, "per_capability": {},
                "judge_disagrees": [], "note": "no answer was shown (no pilot answers when the sheets were exported)"}  # fmt: skip
    return {"round": number, **compare(round_files.decisions, read_shown(shown_path), case_of, capability)}


def expert_label(round_files: RoundFiles | None, case_id: str, reviewers: int) -> str | None:
    """The difficulty label more than half of the reviewers gave in round 1, else None."""
    return None if round_files is None else majority_label(round_files.labels.get(case_id, []), reviewers)


def expert_advice(round_files: RoundFiles | None, case: Case, reviewers: int) -> bool | None:
    """The reviewers' reading when more than half of them give the same one (blanks count), else the synthesizer's."""
    readings = [] if round_files is None else round_files.advice.get(case.case_id, [])
    for value in ADVICE:
        if readings.count(value) * 2 > reviewers:
            return value == "yes"
    return case.advice_requested
