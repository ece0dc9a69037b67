"""The demo's expert review: four reviewers' decisions, written by us as small CSV files in the
workspace's `review/` folder, filled into the sheets `rubrics review export` wrote, as a person
would fill them in a spreadsheet program.

* `decisions.csv` — reviewer, case_id, item_id, decision, edited_content, edited_score,
  comment: every decision that is not a plain accept (every other item is accepted);
* `difficulty.csv` — reviewer, case_id, difficulty: the difficulty labels given;
* `adjudication.csv` — item_id, decision, edited_content, edited_score, comment: the
  adjudicator's decisions on the items the reviewers disagreed on.
"""

from __future__ import annotations

import csv
from pathlib import Path

from heartbench.review.sheets import ADJUDICATION, ADJUDICATION_COLUMNS, CASE_COLUMNS, CASES, ITEM_COLUMNS, ITEMS


def _read(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _fill(path: Path, sheet: str, columns: tuple[str, ...], key: str, values: dict[str, dict[str, str]], default: dict[str, str]) -> None:
    """Set the cells of every row of `sheet` from `values[row key]` (or `default`)."""
    # deferred: openpyxl is needed only when a workbook is read or written
    from openpyxl import load_workbook

    book = load_workbook(path)
    ws = book[sheet]
    position = {column: index for index, column in enumerate(columns, start=1)}
    for row in range(2, ws.max_row + 1):
        row_key = ws.cell(row=row, column=position[key]).value
        for column, value in values.get(row_key, default).items():
            if column in position:
                ws.cell(row=row, column=position[column], value=int(value) if column == "edited_score" and value else value or None)
    book.save(path)


def fill_reviewer_sheets(sheets: list[Path], decisions_dir: Path) -> None:
    """Every reviewer's sheet filled: their decisions and difficulty labels, accept elsewhere."""
    decisions = _read(decisions_dir / "decisions.csv")
    labels = _read(decisions_dir / "difficulty.csv")
    for sheet in sheets:
        reviewer = sheet.stem
        mine = {row["item_id"]: row for row in decisions if row["reviewer"] == reviewer}
        _fill(sheet, ITEMS, ITEM_COLUMNS, "item_id", mine, {"decision": "accept"})
        mine_labels = {row["case_id"]: row for row in labels if row["reviewer"] == reviewer}
        _fill(sheet, CASES, CASE_COLUMNS, "case_id", mine_labels, {})


def fill_adjudication(sheet: Path, decisions_dir: Path) -> None:
    decisions = {row["item_id"]: row for row in _read(decisions_dir / "adjudication.csv")}
    _fill(sheet, ADJUDICATION, ADJUDICATION_COLUMNS, "item_id", decisions, {})
