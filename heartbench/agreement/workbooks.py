"""Rater workbooks on disk: `.xlsx` (openpyxl) or the same tables as CSV files.

Used for the expert review sheets (`heartbench.review.sheets` names their layout) and the
blinded rater workbooks of the judge–human agreement (`heartbench.evaluate.agreement`).

Reading gives plain rows (column → text, blank = ""), each with the row number a spreadsheet
program shows, so every problem can name file, sheet and row. Writing is atomic per file.
"""

from __future__ import annotations

import csv
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from heartbench.errors import InputError

RULES = "rules"
"""The sheet (or `rules.txt` beside CSV files) that tells raters what to do."""
# Column widths in characters; long text columns wrap.
_WIDTHS = {"case_id": 10, "item_id": 12, "dimension": 12, "score": 7, "content": 60, "decision": 10, "edited_content": 50,
           "edited_score": 12, "comment": 30, "dialogue": 100, "difficulty": 12, "reviewers": 50}  # fmt: skip


class Sheet(NamedTuple):
    """One table to write: its name, columns, rows, and drop-downs (column → allowed values)."""

    name: str
    columns: Sequence[str]
    rows: list[dict[str, Any]]
    choices: dict[str, Sequence[str]] = {}


class Row(NamedTuple):
    number: int
    """The row number a spreadsheet program shows (header = 1); the line for CSV."""
    values: dict[str, str]


# Writing -----------------------------------------------------------------------------------
def write_workbook(path: Path, sheets: Sequence[Sheet], rules: str | None = None) -> None:
    """An .xlsx with frozen headers, widths, wrapped text, drop-downs; `rules` as a last sheet."""
    # deferred: openpyxl is needed only when a workbook is read or written
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Font
    from openpyxl.worksheet.datavalidation import DataValidation

    book = Workbook()
    book.remove(book.active)
    wrap = Alignment(wrap_text=True, vertical="top")
    for sheet in sheets:
        ws = book.create_sheet(sheet.name)
        ws.append(list(sheet.columns))
        for cell in ws[1]:
            cell.font = Font(bold=True)
        for row in sheet.rows:
            ws.append([row.get(column, "") for column in sheet.columns])
        ws.freeze_panes = "A2"
        last = max(2, len(sheet.rows) + 1)
        for index, column in enumerate(sheet.columns, start=1):
            letter = ws.cell(row=1, column=index).column_letter
            ws.column_dimensions[letter].width = _WIDTHS.get(column, 15)
            for (cell,) in ws.iter_rows(min_row=2, min_col=index, max_col=index):
                cell.alignment = wrap
            if column in sheet.choices:
                check = DataValidation(type="list", formula1='"' + ",".join(sheet.choices[column]) + '"', allow_blank=True)
                check.error = f"{column}: one of {', '.join(sheet.choices[column])}"
                ws.add_data_validation(check)
                check.add(f"{letter}2:{letter}{last}")
    if rules is not None:
        ws = book.create_sheet(RULES)
        ws.column_dimensions["A"].width = 120
        for line in rules.splitlines():
            ws.append([line])
            ws.cell(row=ws.max_row, column=1).alignment = Alignment(wrap_text=True)
    _atomic(path, book.save)


def write_csv(path: Path, sheet: Sheet) -> None:
    def save(target: str) -> None:
        with open(target, "w", encoding="utf-8-sig", newline="") as handle:  # BOM: spreadsheet programs read it as UTF-8
            writer = csv.DictWriter(handle, fieldnames=list(sheet.columns), extrasaction="ignore")
            writer.writeheader()
            writer.writerows(sheet.rows)

    _atomic(path, save)


def _atomic(path: Path, save) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    os.close(fd)
    try:
        save(tmp)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# Reading -----------------------------------------------------------------------------------
def read_table(path: Path, sheet: str, columns: Sequence[str], *, required: bool = True) -> list[Row] | None:
    """Rows of one sheet (xlsx) or of the CSV file itself; InputError on a wrong header.
    None when `required` is False and the xlsx has no such sheet."""
    if path.suffix.lower() == ".xlsx":
        header, rows = _xlsx_rows(path, sheet, required)
        if header is None:
            return None
    else:
        header, rows = _csv_rows(path)
    header = [str(value).strip() if value is not None else "" for value in header]
    while header and header[-1] == "":
        header.pop()
    if header != list(columns):
        raise InputError(path, f"sheet '{sheet}': the columns must be exactly {', '.join(columns)} (found {', '.join(header) or 'none'})")
    table = []
    for number, cells in rows:
        values = {column: _text(cells[i] if i < len(cells) else None) for i, column in enumerate(columns)}
        if any(values.values()):
            table.append(Row(number, values))
    return table


def _xlsx_rows(path: Path, sheet: str, required: bool) -> tuple[list | None, list[tuple[int, tuple]]]:
    # deferred: openpyxl is needed only when a workbook is read or written
    from openpyxl import load_workbook

    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises zipfile, KeyError and XML errors for damaged files
        raise InputError(path, f"not a readable .xlsx workbook ({type(exc).__name__}: {exc})") from None
    try:
        if sheet not in book.sheetnames:
            if not required:
                return None, []
            raise InputError(path, f"no sheet '{sheet}' (sheets: {', '.join(book.sheetnames)})")
        rows = list(book[sheet].iter_rows(values_only=True))
    finally:
        book.close()
    if not rows:
        raise InputError(path, f"sheet '{sheet}' is empty (it needs its header row)")
    return list(rows[0]), [(number, row) for number, row in enumerate(rows[1:], start=2)]


def _csv_rows(path: Path) -> tuple[list, list[tuple[int, list]]]:
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            reader = csv.reader(handle, strict=True)
            rows = [(reader.line_num, row) for row in reader]
    except UnicodeDecodeError:
        raise InputError(path, "not UTF-8 text") from None
    except csv.Error as exc:
        raise InputError(path, f"not valid CSV ({exc})") from None
    if not rows:
        raise InputError(path, "empty file (it needs its header row)")
    return rows[0][1], rows[1:]


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).strip()
