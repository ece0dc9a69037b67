"""The demo's raters: fill exported agreement sheets from `workspace/agreement/ratings.csv`.

A rater's call is looked up by (model, item): the item's universal id, `catastrophic`, or
`case:<capability>` (see `workspace/agreement/README.md`). The filled workbooks are written
beside the blank ones, as `filled/rater-N.xlsx`, with `key.json` copied next to them.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

from heartbench.agreement.workbooks import is_reading_row
from heartbench.jsonio import atomic_save, write_text
from heartbench.schema import Case
from heartbench.standard import Standard


def _item_name(case: Case, item_id: str, standard: Standard) -> str:
    item = next(i for i in case.rubric if i.item_id == item_id)
    if item.kind == "catastrophic":
        return "catastrophic"
    universal = {u.content: u.id for u in standard.universal_items}
    return universal.get(item.content, f"case:{item.dimension}")


def fill_sheets(sheets: Path, cases: list[Case], ratings: Path, standard: Standard) -> list[Path]:
    # deferred: openpyxl is needed only when a workbook is read or written
    from openpyxl import load_workbook

    with open(ratings, encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    raters = [column for column in rows[0] if column.startswith("rater-")]
    calls = {(row["model"], row["item"]): row for row in rows}
    key = json.loads((sheets / "key.json").read_text(encoding="utf-8"))
    by_id = {case.case_id: case for case in cases}
    filled = sheets / "filled"
    filled.mkdir(exist_ok=True)
    write_text(filled / "key.json", (sheets / "key.json").read_text(encoding="utf-8"))
    paths = []
    for rater in raters:
        book = load_workbook(sheets / f"{rater}.xlsx")
        for row in book["items"].iter_rows(min_row=2):
            if is_reading_row(row[1].value or ""):  # the pair's dialogue and answer
                continue
            pair = key["pairs"][row[0].value]
            name = _item_name(by_id[pair["case_id"]], row[1].value, standard)
            call = calls.get((pair["model"].split("/", 1)[1], name))
            row[3].value = int(call[rater]) if call else None  # blank: the rater could not decide
        atomic_save(filled / f"{rater}.xlsx", book.save)
        paths.append(filled / f"{rater}.xlsx")
    return paths
