"""`rubrics review import`: the `rubrics-review` stage, and after it — when review comes
after prune — the `review-verdicts` stage (`heartbench.review.verdicts`).

Import reads every file of every round first and stops at the first problem (file, sheet,
row; exit code 2; nothing written), applies the rounds in order (`heartbench.review.rounds`),
sets each case's expert difficulty where more than half of the reviewers gave the same label
(else the pilots decide in `split`), and writes the reviewed cases: removed items and dropped
dialogues go to rejects.jsonl, changed and added items get origin `expert`. `agreement.json`
holds the reviewers' agreement and the judge-vs-expert mock-scoring agreement per round;
`rounds.json` the rounds imported and the items the next round decides.

Items in conflict (the reviewers disagree, or the judge and the mock scores do) go to an
adjudication sheet beside the reviewer files; until it is filled in and imported together
with them (same command), their cases stay unfinished (exit code 1) — nothing of the review
is published half-decided.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ConfigDict

from heartbench.agreement.workbooks import Sheet, write_workbook
from heartbench.evaluation.item_checks import Similarity
from heartbench.jsonio import write_json
from heartbench.lineage import graph
from heartbench.lineage.graph import AFTER_PRUNE, CASES
from heartbench.review.agreement import agreement_table
from heartbench.review.consensus import summarise
from heartbench.review.export import ROUNDS_FILE, STAGE
from heartbench.review.mock import shown_file
from heartbench.review.reading import ItemCheck, ReviewFileSet
from heartbench.review.rounds import expert_advice, expert_label, plan_review
from heartbench.review.sheets import ADJUDICATION, ADJUDICATION_COLUMNS, DECISIONS
from heartbench.schema import Case, RubricItem
from heartbench.stages import Rejection
from heartbench.stages.engine import Stage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.stages.staleness import STANDARD
from heartbench.standard import Standard
from heartbench.workspace import Workspace, read_records

AGREEMENT_FILE = "agreement.json"


class ReviewStats(StageStats):
    """stats.json of `rubrics review import`."""

    model_config = ConfigDict(extra="forbid")

    rule: str
    """The consensus rule (unanimous or majority)."""
    reviewers: list[str]
    """Reviewer names, from the sheet file names."""
    rounds: int = 1
    """Review rounds imported."""
    items_reviewed: int
    """Item decisions taken, over all rounds."""
    items: dict[str, int]
    """Item decisions by outcome: keep, edit, remove, conflict, and items added."""
    adjudicated: int
    """Items decided in the adjudication sheet."""
    pending: int = 0
    """Items added or changed in the last round, which the next round decides on."""
    cases_dropped: int = 0
    """Dialogues the panel dropped."""
    expert_labels: dict[str, int]
    """Cases by expert difficulty (more than half of the reviewers): hard, normal, none (the pilots decide)."""
    agreement: dict[str, Any]
    """Overall agreement among reviewers in round 1 (per capability and round in agreement.json)."""
    mock_scoring: dict[str, Any] | None = None
    """Judge vs the reviewers' mock scores over all rounds: items compared, agreement, items flagged judge-disagrees."""
    advice_flipped: int = 0
    """Cases whose advice_requested the reviewers' majority changed (the unsolicited-advice item added or removed)."""


class ReviewStage(Stage):
    """The reviewed cases: every round applied, expert labels set, agreement measured."""

    name = STAGE
    stats_model = ReviewStats
    version = 2
    side_files = (AGREEMENT_FILE, ROUNDS_FILE)
    config_reads = ("review", STANDARD)

    def __init__(self, ws: Workspace, files: list[Path]):
        super().__init__(ws)
        self.cases = list(read_records(self.sources[CASES].records, Case, allow_empty=True))
        settings = ws.config.review
        self.rule, self.reviewers = settings.rule, settings.reviewers
        self.files = ReviewFileSet(files, self.reviewers)
        rubrics = ws.config.rubrics
        check = ItemCheck(ws.standard, min_chars=rubrics.min_item_chars, max_chars=rubrics.max_item_chars,
                          similarity=Similarity(rubrics.duplicate_similarity))  # fmt: skip
        self.plan = plan_review(self.cases, self.files, rule=self.rule, reviewers=self.reviewers, check=check,
                                shown_files=lambda number: shown_file(ws, number))  # fmt: skip
        self.first_round = self.plan.rounds[0]

    def input_files(self) -> list[Path]:
        shown = [shown_file(self.ws, n) for n in self.files.rounds if shown_file(self.ws, n).is_file()]
        return [*super().input_files(), *self.files.paths(), *shown]

    def settings(self) -> dict[str, Any]:
        return {"files": sorted(path.name for path in self.files.paths())}

    def run(self, ctx: StageContext) -> dict[str, Any]:
        plan = self.plan
        sheet = self._write_adjudication() if plan.conflicts else None
        conflicted = {conflict.case_id: conflict for conflict in reversed(plan.conflicts)}
        for case_id, item, why, decisions in plan.removed:
            key = f"{case_id}/{item.item_id}"
            if not ctx.done(key):
                row = {"case_id": case_id, "item": item.model_dump(mode="json"), "decisions": summarise(decisions)}
                ctx.reject(row, key, Rejection("expert-rejected", why))
        for case in self.cases:
            if ctx.done(case.case_id):
                continue
            if case.case_id in plan.dropped:
                ctx.reject(self._reviewed(case), case.case_id, Rejection("expert-dropped", plan.dropped[case.case_id]))
            elif case.case_id in conflicted:
                conflict = conflicted[case.case_id]
                ctx.fail(case.case_id, f"item {conflict.item.item_id} (round {conflict.round}): {conflict.detail}; decide it in {sheet} "
                                       "and import that file with the reviewer files")  # fmt: skip
            else:
                ctx.keep(self._reviewed(case), case.case_id)
        write_json(ctx.side_file(AGREEMENT_FILE), {"reviewers": plan.agreement, "mock_scoring": plan.mock})
        write_json(ctx.side_file(ROUNDS_FILE), {"rounds": len(plan.rounds), "pending": plan.pending})
        labels = [expert_label(self.first_round, case.case_id, self.reviewers) for case in self.cases]
        compared = sum(row["overall"]["items"] for row in plan.mock)
        agreeing = sum(round(row["overall"]["items"] * (row["overall"]["agreement"] or 0)) for row in plan.mock)
        return {
            "rule": self.rule, "reviewers": self.first_round.reviewers, "rounds": len(plan.rounds),
            "items_reviewed": sum(len(r.decisions) for r in plan.rounds), "items": plan.outcomes, "adjudicated": plan.adjudicated,
            "pending": len(plan.pending), "cases_dropped": len(plan.dropped),
            "expert_labels": {"hard": labels.count("hard"), "normal": labels.count("normal"), "none": labels.count(None)},
            "agreement": plan.agreement[0]["overall"],
            "mock_scoring": {"items": compared, "agreement": round(agreeing / compared, 4) if compared else None,
                             "judge_disagrees": sum(len(row["judge_disagrees"]) for row in plan.mock)},
            "advice_flipped": sum(expert_advice(self.first_round, case, self.reviewers) != case.advice_requested for case in self.cases),
        }  # fmt: skip

    def _reviewed(self, case: Case) -> Case:
        rubric = self.plan.rubrics[case.case_id]
        advice = expert_advice(self.first_round, case, self.reviewers)
        if advice != case.advice_requested:
            rubric = with_conditional_items(rubric, self.ws.standard, advice, case.case_id)
        provenance = case.provenance.model_copy(update={"stage": STAGE})
        return case.model_copy(update={"rubric": rubric, "expert_difficulty": expert_label(self.first_round, case.case_id, self.reviewers),
                                       "provenance": provenance, "advice_requested": advice})  # fmt: skip

    def _write_adjudication(self) -> Path:
        """The conflicts as an adjudication sheet beside the first reviewer file (never over an existing one)."""
        folder = self.plan.rounds[-1].paths[0].parent
        path = folder / "adjudication.xlsx"
        number = 1
        while path.exists():
            number += 1
            path = folder / f"adjudication-{number}.xlsx"
        standard = self.ws.standard
        rows = [{"case_id": c.case_id, "item_id": c.item.item_id, "dimension": standard.label_for_code(c.item.dimension), "score": c.item.score,
                 "content": c.item.content, "reviewers": f"round {c.round}: {c.detail} — {summarise(c.decisions)}"}
                for c in self.plan.conflicts]  # fmt: skip
        write_workbook(path, [Sheet(ADJUDICATION, ADJUDICATION_COLUMNS, rows, {"decision": DECISIONS})])
        return path


def with_conditional_items(rubric: list[RubricItem], standard: Standard, advice: bool | None, case_id: str) -> list[RubricItem]:
    """`rubric` with the standard's `unless: advice_requested` items present or absent as `advice`
    says; an added item gets the next free id and goes before the catastrophic item."""
    conditional = [item for item in standard.universal_items if item.unless == "advice_requested"]
    kept = [item for item in rubric if not (item.kind == "universal" and any(item.content == c.content for c in conditional))]
    if not all(c.applies(advice) for c in conditional):
        return kept
    numbers = [int(m.group(1)) for item in rubric if (m := re.search(r"-(\d+)$", item.item_id))]
    next_number = max(numbers, default=0) + 1
    existing = {item.content: item for item in rubric}
    added = []
    for offset, item in enumerate(conditional):
        added.append(existing.get(item.content) or RubricItem(item_id=f"{case_id}-{next_number + offset:02d}", dimension=item.dimension,
                                                               score=item.score, content=item.content, kind="universal", origin="expert"))  # fmt: skip
    at = next((n for n, item in enumerate(kept) if item.kind == "catastrophic"), len(kept))
    return [*kept[:at], *added, *kept[at:]]


def import_review(ws: Workspace, files: list[Path], echo: Callable[[str], None] = print, judge: Callable[[], StageResult] | None = None) -> list[StageResult]:
    """Validate, print the agreement table, run the stage; then, review being after prune,
    judge the changed items (`judge`, from the caller: the model stage lives in `heartbench.review.verdicts`)."""
    stage = ReviewStage(ws, files)
    labels = {c.code: c.zh if ws.config.language == "zh" else c.en for c in ws.standard.capabilities}
    first = stage.first_round
    echo(f"agreement among {len(first.reviewers)} reviewers on accept vs not (round 1, {len(first.decisions)} items):")
    echo(agreement_table(stage.plan.agreement[0], labels))
    results = [run_stage(stage)]
    if ws.config.review.stage == AFTER_PRUNE and judge is not None:
        if graph.finished(ws.root / "stages", "pilot") is not None:
            results.append(judge())
        else:
            echo("no pilot round in this workspace: no verdicts to bring up to the reviewed items")
    return results


def describe(result: StageResult) -> str:
    stats = result.stats
    head = "rubrics review: up to date" if result.skipped else "rubrics review"
    items, labels = stats["items"], stats["expert_labels"]
    rounds = stats.get("rounds", 1)
    lines = [f"{head}: {stats['items_reviewed']} item decisions by {len(stats['reviewers'])} reviewers over {rounds} round(s) "
             f"({stats['rule']}): {items['keep']} kept, {items['edit']} edited, {items['remove']} removed, {items.get('added', 0)} added"
             + (f" ({stats['adjudicated']} adjudicated)" if stats["adjudicated"] else ""),
             f"  dialogues dropped: {stats.get('cases_dropped', 0)}",
             f"  expert difficulty (more than half of the reviewers): {labels['hard']} hard, {labels['normal']} normal, "
             f"{labels['none']} left to the pilots"]  # fmt: skip
    mock = stats.get("mock_scoring") or {}
    if mock.get("items"):
        lines.append(f"  mock scoring: judge and reviewers agree on {mock['agreement'] * 100:.0f}% of {mock['items']} items; "
                     f"{mock['judge_disagrees']} flagged judge-disagrees (agreement.json)")  # fmt: skip
    if stats.get("pending"):
        lines.append(f"  {stats['pending']} item(s) added or changed in round {rounds} await the panel: "
                     f"`heartbench rubrics review export --round {rounds + 1}`")  # fmt: skip
    lines.append("  " + result.outputs_line())
    return "\n".join(lines)
