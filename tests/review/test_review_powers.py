"""Reviewer powers beyond accept/edit/reject: adding, moving, dropping, rounds, mock scoring,
and sheets as people's programs save them."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from openpyxl import load_workbook

from tests.review.test_review import EXPECTED_COLUMNS, export, fill, import_, rows_of, set_cells
from tests.support import read_jsonl

NEW_ITEM = {"case_id": "c1", "dimension": "关系构建", "score": 4, "content": "回应邀请用户说说现在和家人之间的关系", "decision": "add"}


def _add_row(path: Path, values: dict) -> None:
    book = load_workbook(path)
    items = book["items"]
    items.append([values.get(column) for column in EXPECTED_COLUMNS])
    book.save(path)


def _cases(path: Path, values: dict[str, dict]) -> None:
    book = load_workbook(path)
    for case_id, row in rows_of(book["cases"], "case_id").items():
        if case_id in values:
            set_cells(book["cases"], row, values[case_id])
    book.save(path)


def _reviewed(ws: Path) -> dict[str, dict]:
    return {case["case_id"]: case for case in read_jsonl(ws / "stages/rubrics-review/records.jsonl")}


def test_an_added_item_a_moved_item_and_a_dropped_dialogue_then_round_two_confirms(ws):
    out = export(ws)
    sheets = sorted(out.glob("reviewer-*.xlsx"))
    fill(sheets[0])
    _add_row(sheets[0], NEW_ITEM)  # reviewer-1 adds an item to c1
    fill(sheets[1], {"c1-k2": {"decision": "edit", "edited_dimension": "主动性"}})  # reviewer-2 moves c1-k2
    fill(sheets[2])
    fill(sheets[3])
    _cases(sheets[3], {"c2": {"case_decision": "drop", "case_reason": "对话太短，写不出针对它的细则"}})
    result = import_(ws, *sheets)
    assert result.exit_code == 0, result.output
    assert "2 item(s) added or changed in round 1 await the panel: `heartbench rubrics review export --round 2`" in result.output
    cases = _reviewed(ws)
    assert set(cases) == {"c1"}  # c2 dropped by one reviewer under the unanimous rule
    items = {item["item_id"]: item for item in cases["c1"]["rubric"]}
    assert items["c1-k2"]["dimension"] == "proactivity" and items["c1-k2"]["origin"] == "expert"
    added = items["c1-r1-1"]
    assert (added["dimension"], added["score"], added["content"], added["origin"]) == ("relationship_building", 4, NEW_ITEM["content"], "expert")
    assert [item["kind"] for item in cases["c1"]["rubric"]].index("universal") > list(items).index("c1-r1-1")  # among the case items
    [dropped] = [row for row in read_jsonl(ws / "stages/rubrics-review/rejects.jsonl") if row["code"] == "expert-dropped"]
    assert "reviewer-4: 对话太短" in dropped["reason"]
    # round 2 holds only the two items round 1 changed or added
    round_2 = ws.parent / "round-2"
    export(ws, "--round", "2", "--out", str(round_2))  # the last --out counts
    sheets_2 = sorted(round_2.glob("reviewer-*-round-2.xlsx"))
    assert len(sheets_2) == 4 and set(rows_of(load_workbook(sheets_2[0])["items"])) == {"c1-k2", "c1-r1-1"}
    for number, path in enumerate(sheets_2):
        fill(path, {"c1-r1-1": ("reject", None, None, "与第2条重复")} if number == 0 else None)
    result = import_(ws, *sheets, *sheets_2)
    assert result.exit_code == 0, result.output
    assert "over 2 round(s)" in result.output and "await the panel" not in result.output
    assert "c1-r1-1" not in {item["item_id"] for item in _reviewed(ws)["c1"]["rubric"]}
    assert json.loads((ws / "stages/rubrics-review/rounds.json").read_text(encoding="utf-8")) == {"rounds": 2, "pending": []}


def test_round_two_before_round_one_is_imported_is_refused(ws):
    from typer.testing import CliRunner

    from heartbench.cli import app

    outcome = CliRunner().invoke(app, ["rubrics", "review", "export", "-w", str(ws), "--out", str(ws.parent / "r2"), "--round", "2"])
    assert outcome.exit_code == 2 and "import round 1's files first" in outcome.output


def test_an_added_item_that_repeats_one_of_the_case_is_refused_with_its_row(ws):
    out = export(ws)
    sheets = sorted(out.glob("reviewer-*.xlsx"))
    for path in sheets:
        fill(path)
    items = load_workbook(sheets[0])["items"]
    existing = items.cell(row=rows_of(items)["c1-k1"], column=5).value
    _add_row(sheets[0], {**NEW_ITEM, "content": existing})
    result = import_(ws, *sheets)
    assert result.exit_code == 2
    assert f"{sheets[0]}: sheet 'items', row {items.max_row + 1}: the new item fails a check: it repeats item c1-k1" in result.output


def test_mock_scores_that_differ_from_the_judge_go_to_adjudication_with_both_sides(ws):
    out = export(ws)
    sheets = sorted(out.glob("reviewer-*.xlsx"))
    # the record export keeps of the answer shown (here written by hand: this workspace has no pilot round)
    hits = {"c1-k1": True, "c1-k2": False, "c1-k3": True, "c2-k1": False, "c2-k2": False, "c2-k3": True}
    record = {"round": 1, "cases": {case: {"model": "m", "sample": "held-out", "hits": {k: v for k, v in hits.items() if k.startswith(case)}}
                                    for case in ("c1", "c2")}}  # fmt: skip
    (ws / "review-rounds").mkdir()
    (ws / "review-rounds/round-1.json").write_text(json.dumps(record), encoding="utf-8")
    for number, path in enumerate(sheets):
        marks = {item: {"decision": "accept", "mock_hit": int(hit)} for item, hit in hits.items()}
        marks["c2-k2"]["mock_hit"] = 1 if number < 3 else 0  # three of four say the answer does it; the judge says no
        marks["c1-k3"]["mock_hit"] = None if number else 0  # one mark, against the judge: a majority of those who marked
        fill(path, marks)
    result = import_(ws, *sheets)
    assert result.exit_code == 1
    assert "c1-k3 (round 1): judge-disagrees: the judge says 1, the reviewers' mock scores say 0" in result.output
    book = load_workbook(out / "adjudication.xlsx")
    flagged = {row[1]: row[5] for row in book["adjudication"].iter_rows(min_row=2, values_only=True)}
    assert list(flagged) == ["c1-k3", "c2-k2"] and "the judge says 0, the reviewers' mock scores say 1" in flagged["c2-k2"]
    for row in range(2, 4):
        book["adjudication"].cell(row=row, column=7).value = "accept"
    book.save(out / "adjudication.xlsx")
    result = import_(ws, *sheets, out / "adjudication.xlsx")
    assert result.exit_code == 0, result.output
    report = json.loads((ws / "stages/rubrics-review/agreement.json").read_text(encoding="utf-8"))
    [mock] = report["mock_scoring"]
    assert mock["overall"] == {"items": 6, "agreement": round(4 / 6, 4), "cohen_kappa": mock["overall"]["cohen_kappa"]}
    assert {row["item_id"]: (row["judge"], row["experts"]) for row in mock["judge_disagrees"]} == {"c2-k2": (0, 1), "c1-k3": (1, 0)}
    assert set(mock["per_capability"]) == {"curiosity", "warmth", "emotional_perception"}


def _csv_export(ws: Path) -> Path:
    out = export(ws, "--format", "csv", "--reviewers", "2")
    config = (ws / "bench.toml").read_text(encoding="utf-8")
    (ws / "bench.toml").write_text(config.replace("reviewers = 4", "reviewers = 2"), encoding="utf-8")
    return out


def _resave(path: Path, encoding: str, delimiter: str) -> None:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle))
    header = table[0]
    for row in table[1:]:
        if "decision" in header and row[header.index("item_id")].startswith("c"):
            row[header.index("decision")] = "accept"
    with open(path, "w", encoding=encoding, newline="") as handle:
        csv.writer(handle, delimiter=delimiter).writerows(table)


def test_csv_as_chinese_excel_and_european_excel_save_it(ws):
    out = _csv_export(ws)
    _resave(out / "reviewer-1-items.csv", "gb18030", ",")  # Chinese Excel: GB18030
    _resave(out / "reviewer-1-cases.csv", "gb18030", ",")
    _resave(out / "reviewer-2-items.csv", "utf-8", ";")  # a semicolon locale
    _resave(out / "reviewer-2-cases.csv", "utf-8", "\t")
    result = import_(ws, out / "reviewer-1-items.csv", out / "reviewer-2-items.csv")
    assert result.exit_code == 0, result.output
    assert "6 kept, 0 edited, 0 removed" in result.output


def test_files_a_person_might_give_get_one_line_naming_them(ws):
    out = _csv_export(ws)
    ods = out / "reviewer-1.ods"
    ods.write_bytes(b"PK\x03\x04 not really")
    result = import_(ws, ods, out / "reviewer-2-items.csv")
    assert result.exit_code == 2 and f"{ods}: an OpenDocument spreadsheet cannot be read; open it and save it as .xlsx" in result.output
    binary = out / "reviewer-1-items.csv"
    binary.write_bytes(b"\xff\xfe\x00\xd8 garbage \x81\x30")
    result = import_(ws, binary, out / "reviewer-2-items.csv")
    assert result.exit_code == 2 and f"{binary}: neither UTF-8 nor GB18030 text" in result.output
