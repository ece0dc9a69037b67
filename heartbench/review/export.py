"""`rubrics review export`: the sheets of one review round.

Round 1 holds every case item of the cases review reads (or of a seeded sample of them);
round R holds only the items added or changed in round R−1, which still need the panel's
consensus (`rounds.json` of the finished review names them). Each case in `items` begins with
its dialogue and, when the pilot round has run, one blinded pilot answer for mock scoring;
which answer and the judge's verdict on it stay in the workspace (`heartbench.review.mock`).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Literal

from heartbench.agreement.workbooks import Sheet, reading_rows, span_width, write_csv, write_workbook
from heartbench.errors import InputError, shell_arg
from heartbench.evaluation.item_checks import Similarity
from heartbench.jsonio import files_together, read_json, write_json, write_text
from heartbench.lineage import graph
from heartbench.outputs import check_output
from heartbench.review.mock import Shown, gather_shown, shown_file
from heartbench.review.sheets import (
    ADVICE,
    CASE_COLUMNS,
    CASE_DECISIONS,
    CASES,
    DECISIONS,
    DIFFICULTIES,
    ITEM_COLUMNS,
    ITEMS,
    LABELS,
    MOCK,
    reviewer_stem,
)
from heartbench.schema import Case
from heartbench.templates import SectionSpec, TemplateSpec, load_template, render_dialogue
from heartbench.workspace import Workspace

STAGE = "rubrics-review"
VERDICTS_STAGE = "review-verdicts"
ROUNDS_FILE = "rounds.json"
REVIEW_SPEC = TemplateSpec("review", {
    "rules": SectionSpec(required=frozenset({"reviewers", "rule", "round"})), "unanimous": SectionSpec(), "majority": SectionSpec(),
    "turn": SectionSpec(required=frozenset({"role", "content"})),
})  # fmt: skip
Format = Literal["xlsx", "csv"]
_ITEMS_SHEET = Sheet(ITEMS, ITEM_COLUMNS, [], span_from="content")


def export_review(ws: Workspace, out: Path, *, reviewers: int, sample: float | None = None, fmt: Format = "xlsx", seed: int = 0,
                  round_number: int = 1) -> list[Path]:  # fmt: skip
    """Write the reviewer files of round `round_number` into `out`; returns their paths."""
    if reviewers < 1:
        raise InputError(None, f"--reviewers must be at least 1, got {reviewers}")
    if sample is not None and not 0 < sample <= 1:
        raise InputError(None, f"--sample must be in (0, 1], got {sample}")
    if round_number > 1 and sample is not None:
        raise InputError(None, "--sample applies to round 1; a later round holds every item still awaiting consensus")
    check_output(out, ws.internal_folders, folder=True, resumable=True)  # its reviewer-* files are checked below
    cases, item_ids, verdicts_stage = _round_items(ws, round_number)
    if sample is not None:
        chosen = set(random.Random(seed).sample([c.case_id for c in cases], max(1, round(sample * len(cases)))))
        cases = [case for case in cases if case.case_id in chosen]
    existing = [p.name for p in Path(out).glob("reviewer-*")] if Path(out).is_dir() else []
    if existing:
        raise InputError(out, f"already holds reviewer files ({', '.join(sorted(existing)[:3])}); choose an empty folder")
    shown = gather_shown(ws, cases, verdicts_stage)
    template = load_template(REVIEW_SPEC, language=ws.config.language)
    items = _item_rows(ws, cases, item_ids, shown if isinstance(shown, dict) else {}, template)
    case_rows = [{"case_id": case.case_id, "dialogue": render_dialogue(template, case.dialogue),
                  "advice_requested": _yes_no(case.advice_requested) if round_number == 1 else ""} for case in cases]  # fmt: skip
    rules = template.render("rules", reviewers=reviewers, rule=template.render(ws.config.review.rule), round=round_number)
    sheets = [Sheet(ITEMS, ITEM_COLUMNS, items, {"decision": DECISIONS, "mock_hit": MOCK}, span_from="content"),
              Sheet(CASES, CASE_COLUMNS, case_rows, {"difficulty": DIFFICULTIES, "advice_requested": ADVICE, "case_decision": CASE_DECISIONS})]  # fmt: skip
    if isinstance(shown, dict):  # which answer each case showed, and the judge's verdict on it: for the import
        write_json(shown_file(ws, round_number), {"round": round_number, "cases": {
            case_id: {"model": s.model, "sample": s.sample, "hits": s.hits} for case_id, s in shown.items()}})  # fmt: skip
    written = []
    with files_together() as stage:  # every reviewer's sheets or none
        for number in range(1, reviewers + 1):
            stem = reviewer_stem(number, round_number)
            if fmt == "xlsx":
                written.append(Path(out) / f"{stem}.xlsx")
                write_workbook(stage(written[-1]), sheets, rules)
            else:
                for sheet in sheets:
                    written.append(Path(out) / f"{stem}-{sheet.name}.csv")
                    write_csv(stage(written[-1]), sheet)
        if fmt == "csv":
            write_text(stage(Path(out) / "rules.txt"), rules + "\n")
    return written


def _round_items(ws: Workspace, round_number: int) -> tuple[list[Case], set[str] | None, str]:
    """The cases of the round, the item ids it reviews (None: every case item), and the stage
    whose verdicts the mock scoring compares with."""
    stages = ws.root / "stages"
    review_at = ws.config.review.stage
    if round_number == 1:
        source = graph.current_cases(stages, before=STAGE, review_at=review_at)
        cases = [case for case in ws.load_cases(source.stage) if any(item.kind == "case" for item in case.rubric)]
        if not cases:
            raise InputError(ws.root, f"no cases with case items to review; run `heartbench rubrics draft -w {shell_arg(ws.root)}` first")
        return cases, None, "pilot"
    rounds = read_rounds(ws)
    if rounds is None or rounds["rounds"] != round_number - 1:
        done = 0 if rounds is None else rounds["rounds"]
        raise InputError(ws.root, f"round {round_number} follows round {round_number - 1}, but the finished review has {done} round(s); "
                                  f"import round {round_number - 1}'s files first")  # fmt: skip
    pending = set(rounds["pending"])
    if not pending:
        raise InputError(ws.root, f"no item awaits consensus after round {round_number - 1}: the review is complete")
    verdicts_stage = "pilot"
    if review_at == graph.AFTER_PRUNE and graph.finished(stages, "pilot") is not None:  # the changed items' verdicts: review-verdicts, on the reviewed cases
        resolved = graph.resolve(stages, "split", "pilot", review_at=review_at)
        if resolved.stage != VERDICTS_STAGE:
            raise InputError(stages / VERDICTS_STAGE, "the reviewed items are not judged yet; rerun `heartbench rubrics review import` with the same files")
        verdicts_stage = VERDICTS_STAGE
    cases = [case for case in ws.load_cases(STAGE) if any(item.item_id in pending for item in case.rubric)]
    return cases, pending, verdicts_stage


def read_rounds(ws: Workspace) -> dict[str, Any] | None:
    """The finished review's `rounds.json` (rounds imported, items pending), or None."""
    if graph.finished(ws.root / "stages", STAGE) is None:
        return None
    path = ws.stage_dir(STAGE) / ROUNDS_FILE
    return read_json(path) if path.is_file() else {"rounds": 1, "pending": []}


def _item_rows(ws: Workspace, cases: list[Case], item_ids: set[str] | None, shown: dict[str, Shown], template) -> list[dict[str, Any]]:
    standard = ws.standard
    labels = LABELS.get(ws.config.language, LABELS["en"])
    similarity = Similarity(ws.config.rubrics.duplicate_similarity)
    threshold = ws.config.rubrics.review_similarity
    width = span_width(_ITEMS_SHEET)
    rows: list[dict[str, Any]] = []
    for case in cases:
        contents = {item.item_id: item.content for item in case.rubric if item.kind == "case"}
        similar = similarity.similar_pairs(contents, threshold)
        head = {"case_id": case.case_id}
        rows += reading_rows("item_id", labels["dialogue"], "content", render_dialogue(template, case.dialogue), width, head)
        if case.case_id in shown:
            rows += reading_rows("item_id", labels["answer"], "content", shown[case.case_id].text, width, head)
        rows += [{"case_id": case.case_id, "item_id": item.item_id, "dimension": standard.label_for_code(item.dimension),
                  "score": item.score, "content": item.content,
                  "similar_to": "; ".join(f"{other} ({score:.0f})" for other, score in similar.get(item.item_id, []))}
                 for item in case.rubric if item.kind == "case" and (item_ids is None or item.item_id in item_ids)]  # fmt: skip
    return rows


def _yes_no(value: bool | None) -> str:
    return "" if value is None else "yes" if value else "no"
