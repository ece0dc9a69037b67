"""The expert review round trip: export, fill the sheets programmatically, import, consensus."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from openpyxl import load_workbook
from typer.testing import CliRunner

from heartbench.agreement.statistics import cohen, fleiss
from heartbench.agreement.workbooks import is_reading_row
from heartbench.cli import app
from heartbench.review.agreement import agreement_report
from heartbench.schema import Case, RubricItem, Turn
from heartbench.stages import StageOutput
from heartbench.workspace import Workspace
from tests.review.conftest import content
from tests.support import read_jsonl

EXPECTED_COLUMNS = ["case_id", "item_id", "dimension", "score", "content", "mock_hit", "decision", "edited_content", "edited_score",
                    "edited_dimension", "comment", "similar_to"]
CASE_COLUMNS = ["case_id", "difficulty", "advice_requested", "case_decision", "case_reason", "dialogue"]
DECISION_COLUMNS = ("decision", "edited_content", "edited_score", "comment")





def export(ws: Path, *extra: str) -> Path:
    out = ws.parent / "sheets"
    result = CliRunner().invoke(app, ["rubrics", "review", "export", "-w", str(ws), "--out", str(out), *extra])
    assert result.exit_code == 0, result.output
    return out


def rows_of(sheet, key: str = "item_id") -> dict[str, int]:
    """Row number of each item (or case) in a sheet, reading rows left out."""
    column = [c.value for c in sheet[1]].index(key) + 1
    return {sheet.cell(row=r, column=column).value: r for r in range(2, sheet.max_row + 1)
            if sheet.cell(row=r, column=column).value and not is_reading_row(str(sheet.cell(row=r, column=column).value))}


def set_cells(sheet, row: int, values: dict) -> None:
    header = [c.value for c in sheet[1]]
    for column, value in values.items():
        sheet.cell(row=row, column=header.index(column) + 1).value = value  # cell(value=None) would leave the cell as it was


def fill(path: Path, decisions: dict[str, tuple | dict] | None = None, labels: dict[str, str] | None = None) -> None:
    """Accept every item except those in `decisions` (item → (decision, edited_content, edited_score, comment), or column → value)."""
    book = load_workbook(path)
    items = book["items"]
    for item_id, row in rows_of(items).items():
        decision = (decisions or {}).get(item_id, ("accept",))
        set_cells(items, row, decision if isinstance(decision, dict) else dict(zip(DECISION_COLUMNS, decision)))
    cases = book["cases"]
    for case_id, row in rows_of(cases, "case_id").items():
        set_cells(cases, row, {"difficulty": (labels or {}).get(case_id)})
    book.save(path)


def import_(ws: Path, *files: Path):
    return CliRunner().invoke(app, ["rubrics", "review", "import", "-w", str(ws), *map(str, files)])



def test_the_exported_workbook_has_the_agreed_sheets(ws):
    out = export(ws)
    assert sorted(p.name for p in out.iterdir()) == [f"reviewer-{n}.xlsx" for n in range(1, 5)]
    book = load_workbook(out / "reviewer-1.xlsx")
    assert book.sheetnames == ["items", "cases", "rules"]
    items = book["items"]
    assert [c.value for c in items[1]] == EXPECTED_COLUMNS and items.freeze_panes == "A2"
    assert [c.value for c in items[3]][:5] == ["c1", "c1-k1", "好奇心", 4, content("c1", "k1")]  # label in the dataset's language
    assert len(rows_of(items)) == 6  # three case items per case; universal and catastrophic items are not reviewed
    assert [c.value for c in items[2]][1] == "【对话】" and items["E2"].value.splitlines()[0] == "A：我最近很难过。"  # the dialogue heads its items
    assert items.row_dimensions[2].height > items.row_dimensions[3].height  # heights follow the text
    assert any(v.formula1 == '"accept,edit,reject"' for v in items.data_validations.dataValidation)
    assert items.page_setup.orientation == "landscape" and items.page_setup.fitToWidth == 1 and items.print_title_rows == "$1:$1"
    assert [c.value for c in book["cases"][1]] == CASE_COLUMNS
    assert "评审说明" in book["rules"]["A1"].value


def test_unanimous_consensus_edits_rejects_and_the_expert_label(ws):
    out = export(ws)
    sheets = [out / f"reviewer-{n}.xlsx" for n in range(1, 5)]
    same_edit = ("edit", "回应 用一个开放式问题邀请用户多说", None)
    fill(sheets[0], {"c1-k1": ("reject", None, None, "与对话无关")}, {"c2": "hard", "c1": "hard"})
    fill(sheets[1], {"c1-k2": same_edit}, {"c2": "hard", "c1": "normal"})
    fill(sheets[2], {"c1-k2": ("edit", "回应  用一个开放式问题邀请用户多说 ", None)}, {"c2": "normal"})  # same after whitespace
    fill(sheets[3], {"c2-k3": ("edit", None, 2)})
    result = import_(ws, *sheets)
    assert result.exit_code == 0, result.output
    assert "6 item decisions by 4 reviewers over 1 round(s) (unanimous): 3 kept, 2 edited, 1 removed, 0 added" in result.output
    cases = {c["case_id"]: c for c in read_jsonl(ws / "stages/rubrics-review/records.jsonl")}
    items = {i["item_id"]: i for c in cases.values() for i in c["rubric"]}
    assert "c1-k1" not in items and len(cases["c1"]["rubric"]) == 4
    assert items["c1-k2"]["content"] == "回应 用一个开放式问题邀请用户多说" and items["c1-k2"]["origin"] == "expert"
    assert items["c2-k3"]["score"] == 2 and items["c2-k3"]["content"] == content("c2", "k3")
    # more than half of the four reviewers must give a label: c1 1 hard, 1 normal, 2 blank; c2 2 hard of 4 is not more than half
    assert (cases["c1"]["expert_difficulty"], cases["c2"]["expert_difficulty"]) == (None, None)
    [reject] = read_jsonl(ws / "stages/rubrics-review/rejects.jsonl")
    assert reject["code"] == "expert-rejected" and "reviewer-1" in reject["reason"]
    agreement = json.loads((ws / "stages/rubrics-review/agreement.json").read_text(encoding="utf-8"))
    [first] = agreement["reviewers"]
    assert first["overall"]["items"] == 6 and first["overall"]["percent_agreement"] == pytest.approx(3 / 6, abs=1e-4)


def test_a_conflict_goes_to_adjudication_and_its_decision_is_final(ws):
    out = export(ws)
    sheets = [out / f"reviewer-{n}.xlsx" for n in range(1, 5)]
    fill(sheets[0], {"c2-k1": ("edit", "回应问用户最难受的是哪一刻", None)})
    fill(sheets[1], {"c2-k1": ("edit", "回应问用户最放不下的是什么", None)})
    fill(sheets[2])
    fill(sheets[3])
    result = import_(ws, *sheets)
    assert result.exit_code == 1
    assert "item c2-k1 (round 1): different edits" in result.output and str(out / "adjudication.xlsx") in result.output
    assert not (ws / "stages/rubrics-review/_SUCCESS").exists()
    book = load_workbook(out / "adjudication.xlsx")
    sheet = book["adjudication"]
    assert [c.value for c in sheet[2]][:2] == ["c2", "c2-k1"] and "reviewer-2 edit" in sheet["F2"].value and "round 1" in sheet["F2"].value
    sheet["G2"], sheet["H2"] = "edit", "回应问用户最放不下的是什么"
    book.save(out / "adjudication.xlsx")
    result = import_(ws, *sheets, out / "adjudication.xlsx")
    assert result.exit_code == 0, result.output
    items = {i["item_id"]: i for c in read_jsonl(ws / "stages/rubrics-review/records.jsonl") for i in c["rubric"]}
    assert items["c2-k1"]["content"] == "回应问用户最放不下的是什么" and items["c2-k1"]["origin"] == "expert"


def test_the_majority_rule(ws):
    config = (ws / "bench.toml").read_text(encoding="utf-8")
    (ws / "bench.toml").write_text(config.replace('rule = "unanimous"', 'rule = "majority"'), encoding="utf-8")
    out = export(ws)
    sheets = [out / f"reviewer-{n}.xlsx" for n in range(1, 5)]
    reject = ("reject",)
    fill(sheets[0], {"c1-k1": reject, "c1-k2": reject})
    fill(sheets[1], {"c1-k1": reject, "c1-k2": reject})
    fill(sheets[2], {"c1-k1": reject})
    fill(sheets[3])
    result = import_(ws, *sheets)  # c1-k1: 3 of 4 reject -> removed; c1-k2: 2-2 -> no majority
    assert result.exit_code == 1 and "item c1-k2 (round 1): no majority" in result.output
    book = load_workbook(out / "adjudication.xlsx")
    assert [row[1] for row in book["adjudication"].iter_rows(min_row=2, values_only=True)] == ["c1-k2"]


def test_csv_sheets_round_trip(ws):
    out = export(ws, "--format", "csv", "--reviewers", "2")
    config = (ws / "bench.toml").read_text(encoding="utf-8")
    (ws / "bench.toml").write_text(config.replace("reviewers = 4", "reviewers = 2"), encoding="utf-8")
    assert sorted(p.name for p in out.iterdir()) == ["reviewer-1-cases.csv", "reviewer-1-items.csv", "reviewer-2-cases.csv",
                                                     "reviewer-2-items.csv", "rules.txt"]  # fmt: skip
    for n in (1, 2):
        path = out / f"reviewer-{n}-items.csv"
        with open(path, encoding="utf-8-sig", newline="") as handle:
            table = list(csv.DictReader(handle))
        for row in table:
            row["decision"] = "reject" if row["item_id"] == "c2-k2" and n == 2 else "accept"
        with open(path, "w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=EXPECTED_COLUMNS)
            writer.writeheader()
            writer.writerows(table)
    result = import_(ws, out / "reviewer-1-items.csv", out / "reviewer-2-items.csv")
    assert result.exit_code == 0, result.output
    assert "5 kept, 0 edited, 1 removed" in result.output
    assert not result.output.count("Traceback")


def _filled(ws: Path) -> list[Path]:
    out = export(ws)
    sheets = [out / f"reviewer-{n}.xlsx" for n in range(1, 5)]
    for sheet in sheets:
        fill(sheet)
    return sheets


def _set(path: Path, sheet: str, key: str, column: str, value) -> int:
    """Set one cell of the row of item (or case) `key`; returns the row number."""
    book = load_workbook(path)
    table = book[sheet]
    row = rows_of(table, "item_id" if sheet == "items" else "case_id")[key]
    set_cells(table, row, {column: value})
    book.save(path)
    return row


def _append(path: Path, values: list) -> None:
    book = load_workbook(path)
    book["items"].append(values)
    book.save(path)


def _delete(path: Path, item_id: str) -> None:
    book = load_workbook(path)
    book["items"].delete_rows(rows_of(book["items"])[item_id])
    book.save(path)


BAD_INPUT = {
    "unknown item": (lambda s: _set(s[1], "items", "c1-k2", "item_id", "c9-k1"), "reviewer-2.xlsx: sheet 'items', row 4: unknown item 'c9-k1'"),
    "bad decision": (lambda s: _set(s[0], "items", "c1-k3", "decision", "maybe"), "reviewer-1.xlsx: sheet 'items', row 5: decision 'maybe' is not accept, edit or reject"),
    "blank decision": (lambda s: _set(s[0], "items", "c1-k3", "decision", None), "reviewer-1.xlsx: sheet 'items', row 5: decision is blank"),
    "score out of range": (lambda s: (_set(s[2], "items", "c1-k1", "decision", "edit"), _set(s[2], "items", "c1-k1", "edited_score", 11)),
                           "reviewer-3.xlsx: sheet 'items', row 3: edited_score 11 is out of range"),
    "duplicate row": (lambda s: _append(s[3], ["c1", "c1-k1", "好奇心", 4, content("c1", "k1"), None, "accept"]),
                      "reviewer-4.xlsx: sheet 'items', row 10: item c1-k1 appears twice"),
    "bad difficulty": (lambda s: _set(s[0], "cases", "c1", "difficulty", "easy"), "reviewer-1.xlsx: sheet 'cases', row 2: difficulty 'easy' is not normal, hard or blank"),
    "wrong columns": (lambda s: _set(s[0], "items", "c1-k1", "decision", None) and None or _rename_header(s[0]),
                      "reviewer-1.xlsx: sheet 'items': the columns must be exactly case_id"),
    "missing file": (lambda s: s[2].unlink(), "round 1: reviewer-3's file is missing ([review] reviewers = 4)"),
    "edit typed over content": (lambda s: _set(s[1], "items", "c2-k2", "content", "回应问用户最难受的是哪一刻"),
                                "reviewer-2.xlsx: sheet 'items', row 8: content differs from the exported item c2-k2; put the change in edited_content"),
    "weight typed over score": (lambda s: _set(s[1], "items", "c2-k2", "score", 5), "row 8: score differs from the exported item c2-k2"),
    "deleted row": (lambda s: _delete(s[2], "c2-k3"), "reviewer-3.xlsx: sheet 'items': item c2-k3 (case c2) is missing"),
    "edit fails a check": (lambda s: _set(s[0], "items", "c1-k1", "decision", "edit") and _set(s[0], "items", "c1-k1", "edited_content", "更好"),
                           "reviewer-1.xlsx: sheet 'items', row 3: the edited item fails a check: 2 characters"),
    "moved to an unknown capability": (lambda s: _set(s[0], "items", "c1-k1", "decision", "edit") and _set(s[0], "items", "c1-k1", "edited_dimension", "勇气"),
                                       "row 3: edited_dimension '勇气' is not a capability of the standard"),
    "drop without a reason": (lambda s: _set(s[3], "cases", "c2", "case_decision", "drop"),
                              "reviewer-4.xlsx: sheet 'cases', row 3: case_decision is drop but case_reason is blank"),
    "bad mock mark": (lambda s: _set(s[0], "items", "c1-k1", "mock_hit", "yes"), "row 3: mock_hit 'yes' is not 1, 0 or blank"),
}  # fmt: skip


def _rename_header(path: Path) -> None:
    book = load_workbook(path)
    set_cells(book["items"], 1, {"decision": "verdict"})
    book.save(path)


@pytest.mark.parametrize("problem", list(BAD_INPUT))
def test_bad_review_input_is_one_line_exit_2_and_nothing_written(ws, problem):
    sheets = _filled(ws)
    spoil, message = BAD_INPUT[problem]
    spoil(sheets)
    result = import_(ws, *[s for s in sheets if s.exists()] if problem == "missing file" else sheets)
    assert result.exit_code == 2
    [line] = [line for line in result.output.splitlines() if line.strip()]
    assert line.startswith("error: ") and message in line, line
    assert not (ws / "stages/rubrics-review").exists()


def test_agreement_statistics_worked_by_hand():
    """Fleiss: 4 items x 3 raters, accepts 2,0,3,1 -> P_i = 1/3, 1, 1, 1/3, mean 2/3; p = 6/12 -> P_e = 1/2;
    kappa = (2/3 - 1/2) / (1/2) = 1/3. Cohen (r1, r2): agree on 3 of 4 -> p_o = 3/4; p_e = (2/4)(1/4) +
    (2/4)(3/4) = 1/2; kappa = 1/2."""
    ratings = [[1, 0, 1], [0, 0, 0], [1, 1, 1], [1, 0, 0]]
    assert fleiss(ratings) == pytest.approx(1 / 3, abs=1e-4)
    # p_o = 2/4; p_e = (3/4)(1/4) + (1/4)(3/4) = 3/8; kappa = (1/2 - 3/8) / (5/8) = 1/5.
    assert cohen([1, 0, 1, 1], [0, 0, 1, 0]) == pytest.approx(0.2, abs=1e-4)
    assert cohen([1, 1, 0, 0], [1, 0, 0, 0]) == pytest.approx(0.5, abs=1e-4)
    assert fleiss([[1, 1, 1], [1, 1, 1]]) is None  # every rating the same: undefined, not 1 or 0
    report = agreement_report(["r1", "r2", "r3"], dict(zip("abcd", ratings)), {"a": "warmth", "b": "warmth", "c": "curiosity", "d": "curiosity"})
    assert report["overall"]["percent_agreement"] == 0.5 and report["overall"]["fleiss_kappa"] == pytest.approx(1 / 3, abs=1e-4)
    assert set(report["per_capability"]) == {"warmth", "curiosity"} and list(report["cohen_kappa_pairs"]) == ["r1~r2", "r1~r3", "r2~r3"]


@pytest.mark.slow
def test_the_v1_release_survives_the_sheet_round_trip(v1_dir, workspace):
    """Text nobody here wrote: every v1 item goes out to four sheets and comes back unchanged
    when every reviewer accepts it."""
    runner = CliRunner()
    assert runner.invoke(app, ["import", str(v1_dir), "-w", str(workspace)]).exit_code == 0
    out = workspace.parent / "v1-sheets"
    assert runner.invoke(app, ["rubrics", "review", "export", "-w", str(workspace), "--out", str(out)]).exit_code == 0
    sheets = [out / f"reviewer-{n}.xlsx" for n in range(1, 5)]
    for sheet in sheets:
        fill(sheet)
    result = import_(workspace, *sheets)
    assert result.exit_code == 0, result.output
    assert "2818 item decisions by 4 reviewers over 1 round(s) (unanimous): 2818 kept, 0 edited, 0 removed, 0 added" in result.output
    before = read_jsonl(workspace / "stages/import/records.jsonl")
    after = read_jsonl(workspace / "stages/rubrics-review/records.jsonl")
    assert [case["rubric"] for case in after] == [case["rubric"] for case in before]


# The advice flag: reviewers flip the synthesizer's reading by a true majority ------------------------
def _advice(path: Path, readings: dict[str, str]) -> None:
    book = load_workbook(path)
    cases = book["cases"]
    for case_id, row in rows_of(cases, "case_id").items():
        if case_id in readings:
            set_cells(cases, row, {"advice_requested": readings[case_id]})
    book.save(path)


def test_a_majority_of_reviewers_that_reads_a_request_for_advice_removes_the_item_and_one_that_does_not_adds_it(ws):
    from heartbench.standard import load_standard

    advice_item = next(item for item in load_standard("heartbench-zh").universal_items if item.unless == "advice_requested")
    out = export(ws)
    sheets = sorted(out.glob("reviewer-*.xlsx"))
    for number, path in enumerate(sheets, start=1):
        fill(path)
        # c1: three of four read a request for advice; c2: only two of four (not more than half)
        _advice(path, {"c1": "yes" if number <= 3 else "", "c2": "yes" if number <= 2 else "no"})
    result = import_(ws, *sheets)
    assert result.exit_code == 0, result.output
    cases = {row["case_id"]: row for row in read_jsonl(ws / "stages/rubrics-review/records.jsonl")}
    assert cases["c1"]["advice_requested"] is True and cases["c2"]["advice_requested"] is None  # c2: two "yes", two "no": no majority
    assert all(item["content"] != advice_item.content for item in cases["c1"]["rubric"])
    stats = json.loads((ws / "stages/rubrics-review/stats.json").read_text(encoding="utf-8"))
    assert stats["advice_flipped"] == 1


def test_the_item_is_added_back_with_a_new_id_before_the_catastrophic_item():
    from heartbench.review.stage import with_conditional_items
    from heartbench.standard import load_standard

    standard = load_standard("heartbench-zh")
    rubric = [RubricItem(item_id=f"c-{n:02d}", dimension=d, score=s, content=f"细则{n}", kind=k)
              for n, (d, s, k) in enumerate([("warmth", 3, "case"), ("first_person", 3, "universal"), ("catastrophic", 1, "catastrophic")], 1)]  # fmt: skip
    added = with_conditional_items(rubric, standard, False, "c")
    assert [item.item_id for item in added] == ["c-01", "c-02", "c-04", "c-03"]
    assert added[2].score == -3 and added[2].kind == "universal" and added[2].origin == "expert"
    assert with_conditional_items(added, standard, True, "c") == rubric


def test_items_that_say_nearly_the_same_are_shown_side_by_side(tmp_path):
    root = tmp_path / "ws"
    Workspace.init(root, "similar")
    contents = {"s-1": "回应指出用户连续加班一个月后的疲惫", "s-2": "回应点明用户连续加班一个月以来的疲惫感",
                "s-3": "回应询问用户周末是否有时间休息"}  # fmt: skip
    rubric = [RubricItem(item_id=k, dimension="warmth", score=3, content=v, kind="case") for k, v in contents.items()]
    out = StageOutput(root / "stages" / "rubrics-draft", "hand-made")
    with out:
        out.keep(Case(case_id="s", dialogue=[Turn(role="A", content="我好累。")], rubric=rubric), "s")
        out.finish({}, sequence=1)
    sheets = export(root)
    items = load_workbook(sheets / "reviewer-1.xlsx")["items"]
    similar = {item_id: items.cell(row=r, column=12).value for item_id, r in rows_of(items).items()}
    assert similar["s-1"].startswith("s-2 (") and similar["s-2"].startswith("s-1 (") and not similar["s-3"]


def test_a_reviewer_file_without_its_cases_sheet_is_refused(ws):
    out = export(ws)
    sheets = sorted(out.glob("reviewer-*.xlsx"))
    for path in sheets:
        fill(path)
    book = load_workbook(sheets[1])
    del book["cases"]
    book.save(sheets[1])
    result = import_(ws, *sheets)
    assert result.exit_code == 2 and str(sheets[1]) in result.output and "cases" in result.output
    assert not (ws / "stages/rubrics-review/records.jsonl").exists()


def test_a_csv_reviewer_without_its_cases_file_is_refused(ws):
    out = export(ws, "--format", "csv", "--reviewers", "4")
    for path in out.glob("reviewer-*-items.csv"):
        with open(path, encoding="utf-8-sig", newline="") as handle:  # written with a BOM, for Excel
            table = [{**row, "decision": "accept"} for row in csv.DictReader(handle)]
        with open(path, "w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=EXPECTED_COLUMNS)
            writer.writeheader()
            writer.writerows(table)
    (out / "reviewer-3-cases.csv").unlink()
    result = import_(ws, *sorted(out.glob("reviewer-*-items.csv")))
    assert result.exit_code == 2 and "reviewer-3-cases.csv: missing: reviewer-3's cases sheet" in result.output
