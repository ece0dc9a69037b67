"""Rater workbooks on disk: `.xlsx` (openpyxl) or the same tables as CSV files.

Used for the expert review sheets (`heartbench.review.sheets` names their layout) and the
blinded rater workbooks of the judge–human agreement (`heartbench.evaluate.agreement`).

Written to be read and printed by people: every text cell wraps, column widths and row
heights follow the text (a CJK character is two columns wide), the header row is frozen and
repeats on every printed page, and a sheet prints landscape, one page wide. A table may
carry *reading rows* — the dialogue, the answer being rated — above the rows they belong
to: their key cell holds a bracketed label (`【对话】`, `[answer]`), their text spans the
table from `Sheet.span_from` to the last column, and reading skips them.

Reading gives plain rows (column → text, blank = ""), each with the row number a spreadsheet
program shows, so every problem can name file, sheet and row. CSV is read as people's
programs save it: UTF-8 with or without a BOM, or GB18030 (Chinese Excel), told apart by
decoding strictly, never by guessing; comma, semicolon or tab as the delimiter, told by the
header. Writing is atomic per file.
"""

from __future__ import annotations

import csv
import io
import math
import re
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from heartbench.errors import InputError
from heartbench.jsonio import atomic_save

RULES = "rules"
"""The sheet (or `rules.txt` beside CSV files) that tells raters what to do."""
# Column widths in characters (a CJK character takes two); long text columns wrap.
_WIDTHS = {"case_id": 10, "item_id": 12, "pair_id": 9, "dimension": 12, "score": 7, "content": 44, "mock_hit": 9, "hit": 6,
           "decision": 10, "edited_content": 34, "edited_score": 8, "edited_dimension": 12, "comment": 22, "dialogue": 90,
           "answer": 80, "difficulty": 11, "advice_requested": 10, "case_decision": 10, "case_reason": 26, "reviewers": 44,
           "similar_to": 14, "instructions": 110}  # fmt: skip
_LINE_POINTS = 16.0
"""Height of one wrapped line at the default 11-point font, CJK glyphs included."""
_MAX_ROW_POINTS = 400.0
"""Spreadsheet programs cap a row at 409 points; reading rows are split to stay under it."""
_READING_ROW = re.compile(r"^(【[^】]+】|\[[^\]]+\])$")
UNREADABLE_FORMATS = {".ods": "an OpenDocument spreadsheet", ".xls": "an Excel 97-2003 workbook", ".numbers": "a Numbers document",
                      ".xlsm": "a macro workbook", ".fods": "a flat OpenDocument spreadsheet"}  # fmt: skip
_DELIMITERS = (",", ";", "\t")


class Sheet(NamedTuple):
    """One table to write: its name, columns, rows, and drop-downs (column → allowed values).
    A row with `reading=True` among its values is a reading row (see the module docstring):
    its text, in column `span_from`, spans to the last column."""

    name: str
    columns: Sequence[str]
    rows: list[dict[str, Any]]
    choices: dict[str, Sequence[str]] = {}
    span_from: str | None = None


class Row(NamedTuple):
    number: int
    """The row number a spreadsheet program shows (header = 1); the line for CSV."""
    values: dict[str, str]


def is_reading_row(key: str) -> bool:
    """A bracketed label in a row's key cell: text for reading, not a row to decide."""
    return bool(_READING_ROW.match(key.strip()))


def display_width(text: str) -> int:
    """Columns `text` takes on one line: two for a wide (CJK) character, one otherwise."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def wrapped_lines(text: str, width: float) -> int:
    """Lines `text` fills in a wrapped cell `width` characters wide."""
    usable = max(1.0, width - 1)
    return sum(max(1, math.ceil(display_width(line) / usable)) for line in str(text).split("\n"))


def reading_rows(key_column: str, label: str, text_column: str, text: str, width: float, extra: dict[str, Any]) -> list[dict[str, Any]]:
    """`text` as reading rows labelled `label`, split at line ends so that no row passes the
    height a spreadsheet program allows."""
    limit = int(_MAX_ROW_POINTS // _LINE_POINTS)
    chunks: list[list[str]] = [[]]
    for line in text.split("\n"):
        if chunks[-1] and wrapped_lines("\n".join([*chunks[-1], line]), width) > limit:
            chunks.append([])
        chunks[-1].append(line)
    return [{**extra, key_column: label, text_column: "\n".join(chunk), "reading": True} for chunk in chunks]


def span_width(sheet: Sheet) -> float:
    """Characters across the columns a reading row spans."""
    start = list(sheet.columns).index(sheet.span_from) if sheet.span_from else 0
    return sum(_WIDTHS.get(column, 15) for column in sheet.columns[start:])


# Writing -----------------------------------------------------------------------------------
def write_workbook(path: Path, sheets: Sequence[Sheet], rules: str | None = None) -> None:
    """An .xlsx people can read and print (see the module docstring); `rules` as a last sheet."""
    # deferred: openpyxl is needed only when a workbook is read or written
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Font, PatternFill
    from openpyxl.worksheet.datavalidation import DataValidation

    book = Workbook()
    book.remove(book.active)
    wrap = Alignment(wrap_text=True, vertical="top")
    shaded = PatternFill("solid", fgColor="F2F2F2")
    for sheet in sheets:
        ws = book.create_sheet(sheet.name)
        ws.append(list(sheet.columns))
        for cell in ws[1]:
            cell.font = Font(bold=True)
            cell.alignment = wrap
        widths = [_WIDTHS.get(column, 15) for column in sheet.columns]
        span_at = list(sheet.columns).index(sheet.span_from) if sheet.span_from else None
        for row in sheet.rows:
            ws.append([row.get(column, "") for column in sheet.columns])
            number = ws.max_row
            if row.get("reading") and span_at is not None:
                ws.merge_cells(start_row=number, start_column=span_at + 1, end_row=number, end_column=len(sheet.columns))
                lines = wrapped_lines(row.get(sheet.span_from, ""), sum(widths[span_at:]))
                for cell in ws[number]:
                    cell.fill = shaded
            else:
                lines = max(wrapped_lines(row.get(column, ""), width) for column, width in zip(sheet.columns, widths, strict=True))
            for cell in ws[number]:
                cell.alignment = wrap
            ws.row_dimensions[number].height = min(_MAX_ROW_POINTS, lines * _LINE_POINTS + 2)
        ws.row_dimensions[1].height = max(wrapped_lines(c, w) for c, w in zip(sheet.columns, widths, strict=True)) * _LINE_POINTS + 2
        ws.freeze_panes = "A2"
        last = max(2, len(sheet.rows) + 1)
        for index, column in enumerate(sheet.columns, start=1):
            letter = ws.cell(row=1, column=index).column_letter
            ws.column_dimensions[letter].width = widths[index - 1]
            if column in sheet.choices:
                check = DataValidation(type="list", formula1='"' + ",".join(sheet.choices[column]) + '"', allow_blank=True)
                check.error = f"{column}: one of {', '.join(sheet.choices[column])}"
                ws.add_data_validation(check)
                check.add(f"{letter}2:{letter}{last}")
        _print_setup(ws)
    if rules is not None:
        ws = book.create_sheet(RULES)
        ws.column_dimensions["A"].width = _WIDTHS["instructions"]
        for line in rules.splitlines():
            ws.append([line])
            ws.cell(row=ws.max_row, column=1).alignment = wrap
            ws.row_dimensions[ws.max_row].height = wrapped_lines(line, _WIDTHS["instructions"]) * _LINE_POINTS + 2
        _print_setup(ws, title_row=False)
    atomic_save(path, book.save)


def _print_setup(ws, title_row: bool = True) -> None:
    """Landscape A4, one page wide (as many pages tall as it takes), header on every page."""
    ws.page_setup.orientation = "landscape"
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.print_options.gridLines = True
    if title_row:
        ws.print_title_rows = "1:1"


def write_csv(path: Path, sheet: Sheet) -> None:
    def save(target: str) -> None:
        with open(target, "w", encoding="utf-8-sig", newline="") as handle:  # BOM: spreadsheet programs read it as UTF-8
            writer = csv.DictWriter(handle, fieldnames=list(sheet.columns), extrasaction="ignore")
            writer.writeheader()
            writer.writerows(sheet.rows)

    atomic_save(path, save)


# Reading -----------------------------------------------------------------------------------
def read_table(path: Path, sheet: str, columns: Sequence[str], *, required: bool = True, key: str | None = None) -> list[Row] | None:
    """Rows of one sheet (xlsx) or of the CSV file itself; InputError on a wrong header.
    None when `required` is False and the xlsx has no such sheet. With `key`, reading rows
    (a bracketed label in that column) are left out."""
    suffix = path.suffix.lower()
    if suffix in UNREADABLE_FORMATS:
        raise InputError(path, f"{UNREADABLE_FORMATS[suffix]} cannot be read; open it and save it as .xlsx (Excel workbook) or as CSV")
    if suffix == ".xlsx":
        header, rows = _xlsx_rows(path, sheet, required)
        if header is None:
            return None
    else:
        header, rows = _csv_rows(path, columns)
    header = [str(value).strip() if value is not None else "" for value in header]
    while header and header[-1] == "":
        header.pop()
    if header != list(columns):
        raise InputError(path, f"sheet '{sheet}': the columns must be exactly {', '.join(columns)} (found {', '.join(header) or 'none'})")
    table = []
    for number, cells in rows:
        values = {column: _text(cells[i] if i < len(cells) else None) for i, column in enumerate(columns)}
        if any(values.values()) and not (key is not None and is_reading_row(values[key])):
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


def decode_text(path: Path, data: bytes) -> tuple[str, str]:
    """The text and its encoding: UTF-8 (with or without BOM) when the bytes are valid UTF-8,
    else GB18030 when they decode strictly as it and read as text; InputError otherwise."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as exc:
        utf8_problem = exc
    try:
        text = data.decode("gb18030")
    except UnicodeDecodeError:
        text = None
    # GB18030 maps almost any byte pair to some character; it is taken only when what it gives is
    # Chinese, Latin and common punctuation, not private-use or rare symbol soup
    if text is not None and _plausible(text):
        return text, "gb18030"
    raise InputError(path, f"neither UTF-8 nor GB18030 text (byte {utf8_problem.start} is not UTF-8); save it as CSV UTF-8")


def _plausible(text: str) -> bool:
    odd = sum(1 for ch in text if unicodedata.category(ch) in ("Co", "Cn", "Cs") or "\ue000" <= ch <= "\uf8ff")
    return odd == 0


def _csv_rows(path: Path, columns: Sequence[str]) -> tuple[list, list[tuple[int, list]]]:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(path, f"cannot read ({exc.strerror})") from None
    if data.startswith(b"PK\x03\x04"):
        raise InputError(path, "a workbook (zip) saved under a .csv name; name it .xlsx, or save it as CSV")
    text, _ = decode_text(path, data)
    delimiter = _delimiter(text, columns)
    try:
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
        rows = [(reader.line_num, row) for row in reader]
    except csv.Error as exc:
        raise InputError(path, f"not valid CSV ({exc})") from None
    if not rows:
        raise InputError(path, "empty file (it needs its header row)")
    return rows[0][1], rows[1:]


def _delimiter(text: str, columns: Sequence[str]) -> str:
    """The delimiter that splits the header into the expected columns (comma when none does:
    the header check then names what it found)."""
    first = text.split("\n", 1)[0].rstrip("\r")
    for delimiter in _DELIMITERS:
        cells = [cell.strip().strip('"') for cell in first.split(delimiter)]
        while cells and cells[-1] == "":
            cells.pop()
        if cells == list(columns):
            return delimiter
    return ","


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).strip()
