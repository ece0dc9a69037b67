"""Rater sheets: writing the blinded workbooks and `key.json`, reading them back strictly.

A rater workbook `rater-N.xlsx` has the sheets `instructions`, `items` (ITEM_COLUMNS: one row
per rubric item, below the pair's dialogue and answer as reading rows; the rater fills `hit`
with 1 or 0, or leaves it blank when unsure) and `pairs` (PAIR_COLUMNS: the dialogue and the
answer once more, one pair per row). Pairs are in a different
seeded order for every rater; a pair's items keep their rubric order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from heartbench.agreement.workbooks import Sheet, read_table, reading_rows, span_width, write_workbook
from heartbench.errors import InputError, InputErrors
from heartbench.evaluate.runs import RunFolder
from heartbench.jsonio import atomic_folder, read_json, write_json
from heartbench.schema import Case, Turn

PAIR_COLUMNS = ("pair_id", "dialogue", "answer")
ITEM_COLUMNS = ("pair_id", "item_id", "content", "hit", "comment")
KEY_FILE = "key.json"
DIALOGUE_LABEL, ANSWER_LABEL = "【对话 dialogue】", "【回应 reply】"
PAIRS, ITEMS, INSTRUCTIONS = "pairs", "items", "instructions"
_MAX_PROBLEMS = 50

INSTRUCTIONS_TEXT = """\
Rating instructions / 评分说明

Each pair (sheet "pairs") is a counselling dialogue and one reply to its last turn.
每一组（"pairs" 表）包含一段咨询对话和对最后一轮的一条回应。

For every row of sheet "items", read the behaviour in "content" and decide whether the reply shows it:
对 "items" 表的每一行，阅读 "content" 中描述的行为，判断该回应是否出现了这一行为：

  hit = 1  the reply shows the behaviour (also for undesirable behaviours: 1 means it is present)
           回应中出现了该行为（对不良行为同样如此：1 表示出现）
  hit = 0  the reply does not show it / 未出现
  blank    you cannot decide; say why in "comment" / 无法判断时留空，并在 "comment" 中说明

Judge each item on its own, from the reply alone. Do not add or remove rows; do not change pair_id, item_id or content.
逐条独立判断，只依据回应本身。请勿增删行，也不要修改 pair_id、item_id 和 content。
"""


@dataclass(frozen=True)
class ExportResult:
    folder: Path
    pairs: int
    items: int
    raters: int


def export_sheets(run: RunFolder, out: Path, *, fraction: float, raters: int, seed: int) -> ExportResult:
    if not 0 < fraction <= 1:
        raise InputError(None, f"--fraction must be in (0, 1], got {fraction}")
    if raters < 1:
        raise InputError(None, f"--raters must be at least 1, got {raters}")
    out = Path(out)
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise InputError(out, "exists and is not an empty folder; choose a new --out folder")
    cases = {case.case_id: case for case in run.cases}
    answers = {(a.case_id, a.model): a.text for a in run.answers if a.text is not None}
    judged = [v for v in run.verdicts if v.items and all(i.hit is not None for i in v.items) and (v.case_id, v.model) in answers]
    if not judged:
        raise InputError(run.folder, "no scored (case, model) pair to rate")
    rng = random.Random(seed)
    strata: dict[tuple[str, str], list] = {}
    for verdict in judged:
        strata.setdefault((verdict.model, cases[verdict.case_id].difficulty or "-"), []).append(verdict)
    chosen = []
    for key in sorted(strata):
        members = strata[key]
        chosen += rng.sample(members, max(1, round(fraction * len(members))))
    rng.shuffle(chosen)  # pair ids say nothing about model or stratum
    key: dict[str, Any] = {"run": str(run.folder), "seed": seed, "fraction": fraction, "raters": raters, "pairs": {}}
    pair_rows, item_rows = [], {}
    for number, verdict in enumerate(chosen, start=1):
        pair_id = f"P{number:03d}"
        case = cases[verdict.case_id]
        key["pairs"][pair_id] = {"case_id": case.case_id, "model": verdict.model, "items": [item.item_id for item in case.rubric]}
        pair_rows.append({"pair_id": pair_id, "dialogue": render_dialogue(case.dialogue), "answer": answers[(case.case_id, verdict.model)]})
        item_rows[pair_id] = [{"pair_id": pair_id, "item_id": item.item_id, "content": item.content, "hit": "", "comment": ""}
                              for item in case.rubric]  # fmt: skip
    with atomic_folder(out) as staging:
        for rater in range(1, raters + 1):
            order = list(pair_rows)
            random.Random(f"{seed}/rater-{rater}").shuffle(order)
            items = [row for pair in order for row in _with_reading_rows(pair, item_rows[pair["pair_id"]])]
            write_workbook(staging / f"rater-{rater}.xlsx", [
                Sheet(INSTRUCTIONS, ["instructions"], [{"instructions": line} for line in INSTRUCTIONS_TEXT.splitlines()]),
                Sheet(ITEMS, ITEM_COLUMNS, items, {"hit": ("1", "0")}, span_from="content"),
                Sheet(PAIRS, PAIR_COLUMNS, order),
            ])  # fmt: skip
        write_json(staging / KEY_FILE, key)
    return ExportResult(out, len(pair_rows), sum(len(rows) for rows in item_rows.values()), raters)


_ITEMS_SHEET = Sheet(ITEMS, ITEM_COLUMNS, [], span_from="content")


def _with_reading_rows(pair: dict[str, str], items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A pair's items below its dialogue and answer, so a rater reads what they rate beside it."""
    width, extra = span_width(_ITEMS_SHEET), {"pair_id": pair["pair_id"]}
    return [*reading_rows("item_id", DIALOGUE_LABEL, "content", pair["dialogue"], width, extra),
            *reading_rows("item_id", ANSWER_LABEL, "content", pair["answer"], width, extra), *items]  # fmt: skip


def render_dialogue(dialogue: list[Turn]) -> str:
    names = {"A": "A（求助者 person seeking help）", "B": "B"}
    return "\n\n".join(f"{names.get(turn.role, turn.role)}: {turn.content}" for turn in dialogue)


@dataclass(frozen=True)
class RaterSheet:
    rater: str
    """The file's stem (rater-1 …)."""
    hits: dict[tuple[str, str], int | None]
    """(pair_id, item_id) → 1, 0 or None (left blank)."""
    comments: dict[tuple[str, str], str]


def read_key(path: Path) -> dict[str, Any]:
    key = read_json(path)
    if not isinstance(key, dict) or not isinstance(key.get("pairs"), dict):
        raise InputError(path, "not a key.json written by `heartbench evaluate agreement export`")
    return key


def read_rater_sheets(files: list[Path], key: dict[str, Any]) -> list[RaterSheet]:
    """Every sheet validated against the key; all problems reported together, one line each."""
    problems: list[InputError] = []
    sheets = []
    stems = [Path(f).stem for f in files]
    for path in files:
        path = Path(path)
        if stems.count(path.stem) > 1:
            problems.append(InputError(path, f"rater name '{path.stem}' is given twice (the file name names the rater)"))
            continue
        if path.suffix.lower() != ".xlsx":
            problems.append(InputError(path, "expected a rater workbook (.xlsx)"))
            continue
        try:
            rows = read_table(path, ITEMS, ITEM_COLUMNS, key="item_id")
        except InputError as exc:
            problems.append(exc)
            continue
        sheets.append(_check_rows(path, rows, key, problems))
    expected = {f"rater-{n}" for n in range(1, int(key.get("raters") or 0) + 1)}
    for sheet in sheets:
        if expected and sheet.rater not in expected:
            problems.append(InputError(None, f"{sheet.rater}: key.json was exported for {len(expected)} rater(s) "
                                             f"(rater-1 … rater-{len(expected)}); a renamed copy would count as another rater"))  # fmt: skip
        elif all(hit is None for hit in sheet.hits.values()):
            problems.append(InputError(None, f"{sheet.rater}: no item rated (every hit is blank); fill the sheet first"))
    if problems:
        shown = problems[:_MAX_PROBLEMS]
        if len(problems) > _MAX_PROBLEMS:
            shown.append(InputError(None, f"and {len(problems) - _MAX_PROBLEMS} more problem(s)"))
        raise InputErrors(shown)
    return sheets


def _check_rows(path: Path, rows, key: dict[str, Any], problems: list[InputError]) -> RaterSheet:
    expected = {(pair_id, item_id) for pair_id, pair in key["pairs"].items() for item_id in pair["items"]}
    hits: dict[tuple[str, str], int | None] = {}
    comments: dict[tuple[str, str], str] = {}
    first_row: dict[tuple[str, str], int] = {}

    def problem(row, text: str) -> None:
        problems.append(InputError(path, f"sheet '{ITEMS}' row {row.number}: {text}"))

    for row in rows:
        pair_id, item_id, hit = row.values["pair_id"], row.values["item_id"], row.values["hit"]
        if pair_id not in key["pairs"]:
            problem(row, f"unknown pair_id '{pair_id}'")
            continue
        if (pair_id, item_id) not in expected:
            problem(row, f"item_id '{item_id}' is not an item of pair {pair_id}")
            continue
        if (pair_id, item_id) in first_row:
            problem(row, f"item {item_id} of pair {pair_id} is rated twice (first in row {first_row[(pair_id, item_id)]})")
            continue
        first_row[(pair_id, item_id)] = row.number  # present, if badly filled: said once, not also as missing
        if hit not in ("1", "0", ""):
            problem(row, f"hit must be 1, 0 or blank, got '{hit}'")
            continue
        hits[(pair_id, item_id)] = None if hit == "" else int(hit)
        if row.values["comment"]:
            comments[(pair_id, item_id)] = row.values["comment"]
    missing = sorted(expected - set(first_row))
    if missing:
        shown = ", ".join(f"{p}/{i}" for p, i in missing[:3]) + (" …" if len(missing) > 3 else "")
        problems.append(InputError(path, f"sheet '{ITEMS}': {len(missing)} item row(s) missing ({shown})"))
    return RaterSheet(path.stem, hits, comments)


def check_key_cases(key: dict[str, Any], cases: list[Case]) -> None:
    """Refuse a key whose pairs name cases the run does not have."""
    known = {case.case_id for case in cases}
    for pair_id, pair in key["pairs"].items():
        if pair.get("case_id") not in known:
            raise InputError(None, f"key.json pair {pair_id} names case '{pair.get('case_id')}', which the run does not have")
