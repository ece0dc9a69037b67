"""`rubrics review export` and `rubrics review import`: the expert round trip.

Export writes one sheet per reviewer with every case item of the current cases (or of a
seeded sample of the cases). Import reads every file first and stops at the first problem
(file, sheet, row; exit code 2; nothing written), then combines the decisions item by item
(`heartbench.review.consensus`, rule from `[review]`), sets each case's expert difficulty to
the reviewers' majority label, and writes the reviewed cases as the stage `rubrics-review`:
removed items go to rejects.jsonl, edited items get origin `expert`, `agreement.json` holds the
agreement statistics. Items not in the sheets (not sampled) pass unchanged.

Items the reviewers disagree on go to `adjudication.xlsx` beside the reviewer files; until it
is filled in and imported together with the reviewer files (same command), their cases stay
unfinished (exit code 1) — nothing of the review is published half-decided.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import ConfigDict

from heartbench.agreement.workbooks import Row, Sheet, read_table, write_csv, write_workbook
from heartbench.errors import InputError
from heartbench.evaluation.item_checks import MAX_WEIGHT, Similarity
from heartbench.jsonio import write_json
from heartbench.lineage.graph import CASES as CURRENT_CASES
from heartbench.lineage.graph import current_cases
from heartbench.review.agreement import agreement_report, agreement_table
from heartbench.review.consensus import Decision, Outcome, adjudicate, combine, majority_label, summarise
from heartbench.review.sheets import (
    ADJUDICATION,
    ADJUDICATION_COLUMNS,
    ADVICE,
    CASE_COLUMNS,
    CASES,
    DECISIONS,
    DIFFICULTIES,
    ITEM_COLUMNS,
    ITEMS,
)
from heartbench.schema import Case, RubricItem
from heartbench.stages import Rejection
from heartbench.stages.engine import Stage, StageContext, StageResult, run_stage
from heartbench.stages.output import StageStats
from heartbench.standard import Standard
from heartbench.templates import SectionSpec, TemplateSpec, load_template, render_dialogue
from heartbench.workspace import Workspace, read_records

STAGE = "rubrics-review"
AGREEMENT_FILE = "agreement.json"
REVIEW_SPEC = TemplateSpec("review", {
    "rules": SectionSpec(required=frozenset({"reviewers", "rule"})), "unanimous": SectionSpec(), "majority": SectionSpec(),
    "turn": SectionSpec(required=frozenset({"role", "content"})),
})  # fmt: skip
_REVIEWER = re.compile(r"^(reviewer-\d+)(?:-items)?$")
Format = Literal["xlsx", "csv"]


# Export ------------------------------------------------------------------------------------
def export_review(ws: Workspace, out: Path, *, reviewers: int, sample: float | None = None, fmt: Format = "xlsx", seed: int = 0) -> list[Path]:
    """Write the reviewer files into `out`; returns their paths."""
    if reviewers < 1:
        raise InputError(None, f"--reviewers must be at least 1, got {reviewers}")
    if sample is not None and not 0 < sample <= 1:
        raise InputError(None, f"--sample must be in (0, 1], got {sample}")
    cases = [case for case in ws.load_cases(current_cases(ws.root / "stages", before=STAGE).stage)
             if any(item.kind == "case" for item in case.rubric)]  # fmt: skip
    if not cases:
        raise InputError(ws.root, f"no cases with case items to review; run `heartbench rubrics draft -w {ws.root}` first")
    if sample is not None:
        chosen = set(random.Random(seed).sample([c.case_id for c in cases], max(1, round(sample * len(cases)))))
        cases = [case for case in cases if case.case_id in chosen]
    existing = [p.name for p in Path(out).glob("reviewer-*")] if Path(out).is_dir() else []
    if existing:
        raise InputError(out, f"already holds reviewer files ({', '.join(sorted(existing)[:3])}); choose an empty folder")
    template = load_template(REVIEW_SPEC, language=ws.config.language)
    standard = ws.standard
    similarity = Similarity(ws.config.rubrics.duplicate_similarity)
    threshold = ws.config.rubrics.review_similarity
    items = []
    for case in cases:
        contents = {item.item_id: item.content for item in case.rubric if item.kind == "case"}
        similar = similarity.similar_pairs(contents, threshold)
        items += [{"case_id": case.case_id, "item_id": item.item_id, "dimension": standard.label_for_code(item.dimension),
                   "score": item.score, "content": item.content,
                   "similar_to": "; ".join(f"{other} ({score:.0f})" for other, score in similar.get(item.item_id, []))}
                  for item in case.rubric if item.kind == "case"]  # fmt: skip
    case_rows = [{"case_id": case.case_id, "dialogue": render_dialogue(template, case.dialogue), "advice_requested": _yes_no(case.advice_requested)}
                 for case in cases]  # fmt: skip
    rules = template.render("rules", reviewers=reviewers, rule=template.render(ws.config.review.rule))
    sheets = [Sheet(ITEMS, ITEM_COLUMNS, items, {"decision": DECISIONS}), Sheet(CASES, CASE_COLUMNS, case_rows, {"difficulty": DIFFICULTIES, "advice_requested": ADVICE})]
    written = []
    for number in range(1, reviewers + 1):
        name = f"reviewer-{number}"
        if fmt == "xlsx":
            written.append(Path(out) / f"{name}.xlsx")
            write_workbook(written[-1], sheets, rules)
        else:
            for sheet in sheets:
                written.append(Path(out) / f"{name}-{sheet.name}.csv")
                write_csv(written[-1], sheet)
    if fmt == "csv":
        (Path(out) / "rules.txt").write_text(rules + "\n", encoding="utf-8")
    return written


# Import: reading and validating ------------------------------------------------------------
@dataclass
class ReviewFiles:
    """Everything the given files say, validated."""

    reviewers: list[str] = field(default_factory=list)
    decisions: dict[str, list[Decision]] = field(default_factory=dict)
    """Item id → one decision per reviewer, in `reviewers` order."""
    labels: dict[str, list[str]] = field(default_factory=dict)
    """Case id → each reviewer's difficulty label ("" = blank)."""
    advice: dict[str, list[str]] = field(default_factory=dict)
    """Case id → each reviewer's reading of whether A asks for advice (yes, no, "" = blank)."""
    adjudicated: dict[str, Decision] = field(default_factory=dict)
    paths: list[Path] = field(default_factory=list)


def read_review_files(files: list[Path], cases: list[Case], expected_reviewers: int) -> ReviewFiles:
    """Read and check every file; InputError (file, sheet, row, problem) at the first problem."""
    items = {item.item_id: (case.case_id, item) for case in cases for item in case.rubric if item.kind == "case"}
    case_ids = {case.case_id for case in cases}
    result = ReviewFiles()
    reviewer_files: dict[str, Path] = {}
    for path in files:
        path = Path(path)
        if not path.is_file():
            raise InputError(path, "no such file")
        stem = path.stem
        if stem.startswith(ADJUDICATION):
            for row in read_table(path, ADJUDICATION, ADJUDICATION_COLUMNS):
                item_id = _known_item(path, ADJUDICATION, row, items)
                if item_id in result.adjudicated:
                    raise InputError(path, f"sheet '{ADJUDICATION}', row {row.number}: item {item_id} is adjudicated twice")
                result.adjudicated[item_id] = _decision(path, ADJUDICATION, row, "adjudicator")
            result.paths.append(path)
        elif stem.endswith("-cases") and path.suffix.lower() == ".csv":
            continue  # read with its items file
        elif (match := _REVIEWER.match(stem)) is not None:
            if match.group(1) in reviewer_files:
                raise InputError(path, f"{match.group(1)} is given twice (also {reviewer_files[match.group(1)]})")
            reviewer_files[match.group(1)] = path
        else:
            raise InputError(path, "not a review file: expected reviewer-N.xlsx, reviewer-N-items.csv or adjudication.xlsx")
    missing = [f"reviewer-{n}" for n in range(1, expected_reviewers + 1) if f"reviewer-{n}" not in reviewer_files]
    if missing and len(reviewer_files) < expected_reviewers:
        raise InputError(None, f"{missing[0]} is missing: [review] reviewers = {expected_reviewers}, {len(reviewer_files)} reviewer file(s) given")
    if len(reviewer_files) > expected_reviewers:
        raise InputError(None, f"{len(reviewer_files)} reviewer files given, [review] reviewers = {expected_reviewers}")
    first: tuple[str, set[str]] | None = None
    for reviewer, path in sorted(reviewer_files.items(), key=lambda kv: int(kv[0].split("-")[1])):
        result.reviewers.append(reviewer)
        decided: dict[str, Decision] = {}
        for row in read_table(path, ITEMS, ITEM_COLUMNS):
            item_id = _known_item(path, ITEMS, row, items)
            if item_id in decided:
                raise InputError(path, f"sheet '{ITEMS}', row {row.number}: item {item_id} appears twice")
            decided[item_id] = _decision(path, ITEMS, row, reviewer)
        if first is None:
            first = (reviewer, set(decided))
        elif set(decided) != first[1]:
            gone = sorted(first[1] - set(decided))
            extra = sorted(set(decided) - first[1])
            problem = f"item {gone[0]} is in {first[0]}'s sheet but not here" if gone else f"item {extra[0]} is not in {first[0]}'s sheet"
            raise InputError(path, f"sheet '{ITEMS}': {problem}; every reviewer reviews the same items")
        for item_id, decision in decided.items():
            result.decisions.setdefault(item_id, []).append(decision)
        cases_path = path.with_name(path.stem.removesuffix("-items") + "-cases.csv") if path.suffix.lower() == ".csv" else path
        if not cases_path.is_file():  # its difficulty labels and advice readings would vanish without a word
            raise InputError(cases_path, f"missing: {reviewer}'s cases sheet (difficulty, advice_requested) belongs with {path.name}")
        for row in read_table(cases_path, CASES, CASE_COLUMNS) or []:
            if row.values["case_id"] not in case_ids:
                raise InputError(cases_path, f"sheet '{CASES}', row {row.number}: unknown case '{row.values['case_id']}'")
            label = row.values["difficulty"].lower()
            if label not in ("", *DIFFICULTIES):
                raise InputError(cases_path, f"sheet '{CASES}', row {row.number}: difficulty '{label}' is not normal, hard or blank")
            result.labels.setdefault(row.values["case_id"], []).append(label)
            advice = row.values["advice_requested"].lower()
            if advice not in ("", *ADVICE):
                raise InputError(cases_path, f"sheet '{CASES}', row {row.number}: advice_requested '{advice}' is not yes, no or blank")
            result.advice.setdefault(row.values["case_id"], []).append(advice)
        result.paths.append(path)
    return result


def _known_item(path: Path, sheet: str, row: Row, items: dict[str, tuple[str, RubricItem]]) -> str:
    item_id, case_id = row.values["item_id"], row.values["case_id"]
    if item_id not in items:
        raise InputError(path, f"sheet '{sheet}', row {row.number}: unknown item '{item_id}' (not a case item of the current cases)")
    if items[item_id][0] != case_id:
        raise InputError(path, f"sheet '{sheet}', row {row.number}: item {item_id} belongs to case {items[item_id][0]}, not '{case_id}'")
    return item_id


def _decision(path: Path, sheet: str, row: Row, reviewer: str) -> Decision:
    where = f"sheet '{sheet}', row {row.number}"
    values = row.values
    kind = values["decision"].lower()
    if kind not in DECISIONS:
        shown = f"'{values['decision']}' is not" if kind else "is blank; it must be"
        raise InputError(path, f"{where}: decision {shown} accept, edit or reject")
    content, raw_score = values["edited_content"], values["edited_score"]
    if kind != "edit" and (content or raw_score):
        raise InputError(path, f"{where}: edited_content/edited_score are filled but the decision is {kind} (use edit)")
    score = None
    if raw_score:
        try:
            score = int(raw_score)
        except ValueError:
            raise InputError(path, f"{where}: edited_score '{raw_score}' is not an integer") from None
        if score == 0 or abs(score) > MAX_WEIGHT:
            raise InputError(path, f"{where}: edited_score {score} is out of range (a non-zero integer from -{MAX_WEIGHT} to {MAX_WEIGHT})")
    if kind == "edit" and not content and score is None:
        raise InputError(path, f"{where}: decision is edit but edited_content and edited_score are both blank")
    return Decision(reviewer, kind, content, score, values["comment"])


# Import: the stage -------------------------------------------------------------------------
class ReviewStats(StageStats):
    """stats.json of `rubrics review import`."""

    model_config = ConfigDict(extra="forbid")

    rule: str
    """The consensus rule (unanimous or majority)."""
    reviewers: list[str]
    """Reviewer names, from the sheet file names."""
    items_reviewed: int
    """Items with a decision."""
    items: dict[str, int]
    """Items by outcome: keep, edit, remove, conflict."""
    adjudicated: int
    """Items decided in the adjudication sheet."""
    expert_labels: dict[str, int]
    """Cases by majority difficulty label: hard, normal, none."""
    agreement: dict[str, Any]
    """Overall agreement among reviewers (per capability in agreement.json)."""
    advice_flipped: int = 0
    """Cases whose advice_requested the reviewers' majority changed (the unsolicited-advice item added or removed)."""


class ReviewStage(Stage):
    """The reviewed cases: consensus applied, expert labels set, agreement measured."""

    name = STAGE
    stats_model = ReviewStats
    version = 1
    side_files = (AGREEMENT_FILE,)
    config_section = "review"

    def __init__(self, ws: Workspace, files: list[Path]):
        super().__init__(ws)
        self.cases = list(read_records(self.sources[CURRENT_CASES].records, Case, allow_empty=True))
        self.files = read_review_files(files, self.cases, ws.config.review.reviewers)
        self.rule = ws.config.review.rule
        self.outcomes: dict[str, Outcome] = {}
        for case in self.cases:
            for item in case.rubric:
                if item.item_id in self.files.adjudicated:
                    self.outcomes[item.item_id] = adjudicate(item, self.files.adjudicated[item.item_id])
                elif item.item_id in self.files.decisions:
                    self.outcomes[item.item_id] = combine(item, self.files.decisions[item.item_id], self.rule)
        ratings = {item_id: [int(d.kind == "accept") for d in decisions] for item_id, decisions in self.files.decisions.items()}
        capability = {item.item_id: item.dimension for case in self.cases for item in case.rubric if item.item_id in ratings}
        self.agreement = agreement_report(self.files.reviewers, ratings, capability)
        self.conflicts = [(case, item) for case in self.cases for item in case.rubric
                          if item.item_id in self.outcomes and self.outcomes[item.item_id].action == "conflict"]  # fmt: skip

    def input_files(self) -> list[Path]:
        return [*super().input_files(), *self.files.paths]

    def settings(self) -> dict[str, Any]:
        return {"files": sorted(path.name for path in self.files.paths)}

    def run(self, ctx: StageContext) -> dict[str, Any]:
        sheet = self._write_adjudication() if self.conflicts else None
        conflicted = {case.case_id: item for case, item in reversed(self.conflicts)}
        for case in self.cases:
            if case.case_id in conflicted:
                item = conflicted[case.case_id]
                ctx.fail(case.case_id, f"item {item.item_id}: {self.outcomes[item.item_id].detail}; decide it in {sheet} "
                                       "and import that file with the reviewer files")  # fmt: skip
            elif not ctx.done(case.case_id):
                ctx.keep(self._reviewed(ctx, case), case.case_id)
        write_json(ctx.side_file(AGREEMENT_FILE), self.agreement)
        actions = [outcome.action for outcome in self.outcomes.values()]
        labels = [self._label(case) for case in self.cases]
        return {
            "rule": self.rule, "reviewers": self.files.reviewers, "items_reviewed": len(self.outcomes),
            "items": {action: actions.count(action) for action in ("keep", "edit", "remove", "conflict")},
            "adjudicated": len(self.files.adjudicated),
            "expert_labels": {"hard": labels.count("hard"), "normal": labels.count("normal"), "none": labels.count(None)},
            "agreement": self.agreement["overall"],
            "advice_flipped": sum(self._advice(case) != case.advice_requested for case in self.cases),
        }  # fmt: skip

    def _advice(self, case: Case) -> bool | None:
        """The reviewers' reading when more than half of them give the same one (blanks count), else the synthesizer's."""
        readings = self.files.advice.get(case.case_id, [])
        for value in ADVICE:
            if readings.count(value) * 2 > len(self.files.reviewers):
                return value == "yes"
        return case.advice_requested

    def _label(self, case: Case) -> str | None:
        return majority_label(self.files.labels.get(case.case_id, []))

    def _reviewed(self, ctx: StageContext, case: Case) -> Case:
        rubric = []
        for item in case.rubric:
            outcome = self.outcomes.get(item.item_id)
            if outcome is None or outcome.action == "keep":
                rubric.append(item)
            elif outcome.action == "edit":
                rubric.append(item.model_copy(update={"content": outcome.content, "score": outcome.score, "origin": "expert"}))
            else:
                key = f"{case.case_id}/{item.item_id}"
                if not ctx.done(key):
                    row = {"case_id": case.case_id, "item": item.model_dump(mode="json"), "decisions": summarise(self.files.decisions.get(item.item_id, []))}
                    ctx.reject(row, key, Rejection("expert-rejected", outcome.detail))
        advice = self._advice(case)
        if advice != case.advice_requested:
            rubric = with_conditional_items(rubric, self.ws.standard, advice, case.case_id)
        provenance = case.provenance.model_copy(update={"stage": STAGE})
        return case.model_copy(update={"rubric": rubric, "expert_difficulty": self._label(case), "provenance": provenance,
                                       "advice_requested": advice})  # fmt: skip

    def _write_adjudication(self) -> Path:
        """The conflicts as an adjudication sheet beside the first reviewer file (never over an existing one)."""
        folder = self.files.paths[0].parent
        path = folder / "adjudication.xlsx"
        number = 1
        while path.exists():
            number += 1
            path = folder / f"adjudication-{number}.xlsx"
        standard = self.ws.standard
        rows = [{"case_id": case.case_id, "item_id": item.item_id, "dimension": standard.label_for_code(item.dimension), "score": item.score,
                 "content": item.content, "reviewers": summarise(self.files.decisions[item.item_id])} for case, item in self.conflicts]  # fmt: skip
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


def _yes_no(value: bool | None) -> str:
    return "" if value is None else "yes" if value else "no"


def import_review(ws: Workspace, files: list[Path], echo: Callable[[str], None] = print) -> StageResult:
    """Validate, print the agreement table, run the stage."""
    stage = ReviewStage(ws, files)
    labels = {c.code: c.zh if ws.config.language == "zh" else c.en for c in ws.standard.capabilities}
    echo(f"agreement among {len(stage.files.reviewers)} reviewers on accept vs not ({len(stage.files.decisions)} items):")
    echo(agreement_table(stage.agreement, labels))
    return run_stage(stage)


def describe(result: StageResult) -> str:
    stats = result.stats
    head = "rubrics review: up to date" if result.skipped else "rubrics review"
    items, labels = stats["items"], stats["expert_labels"]
    lines = [f"{head}: {stats['items_reviewed']} items reviewed by {len(stats['reviewers'])} ({stats['rule']}): "
             f"{items['keep']} kept, {items['edit']} edited, {items['remove']} removed"
             + (f" ({stats['adjudicated']} adjudicated)" if stats["adjudicated"] else ""),
             f"  expert difficulty: {labels['hard']} hard, {labels['normal']} normal, {labels['none']} without a majority label",
             "  " + result.outputs_line()]  # fmt: skip
    return "\n".join(lines)
