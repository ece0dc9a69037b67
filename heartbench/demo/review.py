"""The demo's expert review: four reviewers' decisions, written by us as small CSV files in the
workspace's `review/` folder, filled into the sheets `rubrics review export` wrote, as a person
would fill them in a spreadsheet program.

* `decisions.csv` — round, reviewer, case_id, item_id, decision, edited_content, edited_score,
  edited_dimension, comment: every decision that is not a plain accept (every other item is
  accepted); a row without item_id is an item the reviewer adds (dimension and score in the
  edited_… columns);
* `cases.csv` — reviewer, case_id, difficulty, case_decision, case_reason: round 1's labels and drops;
* `mock.csv` — reviewer, item_id, mock_hit: the reviewers' mock scores of the answer shown;
* `adjudication.csv` — item_id, decision, edited_content, edited_score, comment: the
  adjudicator's decisions on the items in conflict.
"""

from __future__ import annotations

import csv
from pathlib import Path

from heartbench.agreement.workbooks import is_reading_row
from heartbench.jsonio import atomic_save
from heartbench.review.sheets import ADJUDICATION, ADJUDICATION_COLUMNS, CASE_COLUMNS, CASES, ITEM_COLUMNS, ITEMS, REVIEWER_FILE


def _read(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _fill(path: Path, sheet: str, columns: tuple[str, ...], key: str, values: dict[str, dict[str, str]], default: dict[str, str],
          appended: list[dict[str, str]] = ()) -> None:  # fmt: skip
    """Set the cells of every row of `sheet` from `values[row key]` (or `default`); add `appended` rows at the end."""
    # deferred: openpyxl is needed only when a workbook is read or written
    from openpyxl import load_workbook

    book = load_workbook(path)
    ws = book[sheet]
    position = {column: index for index, column in enumerate(columns, start=1)}
    for row in range(2, ws.max_row + 1):
        row_key = ws.cell(row=row, column=position[key]).value
        if row_key is None or is_reading_row(str(row_key)):
            continue
        for column, value in values.get(row_key, default).items():
            if column in position:
                ws.cell(row=row, column=position[column], value=_cell(column, value))
    for added in appended:
        ws.append([_cell(column, added.get(column, "")) for column in columns])
    atomic_save(path, book.save)


def _cell(column: str, value: str):
    if not value:
        return None
    return int(value) if column in ("edited_score", "score", "mock_hit") else value


def fill_reviewer_sheets(sheets: list[Path], decisions_dir: Path, round_number: int = 1) -> None:
    """Every reviewer's sheet of one round filled: their decisions, additions, mock scores and
    (round 1) case labels and drops; accept elsewhere."""
    decisions = [row for row in _read(decisions_dir / "decisions.csv") if int(row["round"]) == round_number]
    cases = _read(decisions_dir / "cases.csv") if round_number == 1 else []
    mock = _read(decisions_dir / "mock.csv")
    for sheet in sheets:
        reviewer = REVIEWER_FILE.match(sheet.stem).group("reviewer")
        mine = {row["item_id"]: row for row in decisions if row["reviewer"] == reviewer and row["item_id"]}
        marks = {row["item_id"]: row["mock_hit"] for row in mock if row["reviewer"] == reviewer}
        values = {item_id: {**mine.get(item_id, {"decision": "accept"}), "mock_hit": marks.get(item_id, "")}
                  for item_id in {*mine, *marks}}  # fmt: skip
        added = [{"case_id": row["case_id"], "dimension": row["edited_dimension"], "score": row["edited_score"],
                  "content": row["edited_content"], "decision": "add", "comment": row["comment"]}
                 for row in decisions if row["reviewer"] == reviewer and not row["item_id"]]  # fmt: skip
        _fill(sheet, ITEMS, ITEM_COLUMNS, "item_id", values, {"decision": "accept"}, added)
        _fill(sheet, CASES, CASE_COLUMNS, "case_id", {row["case_id"]: row for row in cases if row["reviewer"] == reviewer}, {})


def fill_adjudication(sheet: Path, decisions_dir: Path) -> None:
    decisions = {row["item_id"]: row for row in _read(decisions_dir / "adjudication.csv")}
    _fill(sheet, ADJUDICATION, ADJUDICATION_COLUMNS, "item_id", decisions, {})
