"""Judge-human agreement: statistics worked out by hand, held to scikit-learn, statsmodels and
krippendorff; the export/import round trip; bad sheets refused one line per problem."""

from __future__ import annotations

import json
import random

import pytest
from openpyxl import load_workbook
from typer.testing import CliRunner

from heartbench.agreement.workbooks import is_reading_row
from heartbench.cli import app
from heartbench.evaluate.agreement.stats import (
    RatedItem,
    cohen_vs_majority,
    fleiss_raters,
    item_agreement,
    krippendorff_raters,
    macro_f1,
)  # fmt: skip
from tests.evaluate.demo_run import make_run

# (judge; rater 1, rater 2, rater 3) for six items of two cases
TABLE = [(1, (1, 1, 1)), (1, (1, 0, 0)), (0, (0, 0, 1)), (0, (0, 0, 0)), (1, (1, 1, 0)), (0, (1, 1, 1))]


def hand_items() -> list[RatedItem]:
    return [RatedItem(f"P{k // 3}", f"c{k // 3}", "m", f"i{k}", "x", "warmth", "positive", judge, "why", raters)
            for k, (judge, raters) in enumerate(TABLE)]  # fmt: skip


@pytest.mark.slow
def test_statistics_by_hand():
    items = hand_items()
    # majorities 1,0,0,0,1,1; the judge 1,1,0,0,1,0 agrees on items 1,3,4,5: 4/6
    assert [i.majority for i in items] == [1, 0, 0, 0, 1, 1]
    assert item_agreement(items) == pytest.approx(4 / 6)
    # po = 4/6; judge yes 1/2, majority yes 1/2, pe = 1/2 -> kappa = (2/3 - 1/2) / (1/2) = 1/3
    assert cohen_vs_majority(items) == pytest.approx(1 / 3)
    # Fleiss: P_i = 1, 1/3, 1/3, 1, 1/3, 1 -> P = 2/3; p1 = 10/18, pe = 25/81 + 16/81 = 41/81;
    # kappa = (54/81 - 41/81) / (40/81) = 13/40
    assert fleiss_raters(items) == pytest.approx(13 / 40, abs=1e-4)
    # Krippendorff (nominal): coincidences o11 = 7, o00 = 5, o01 = o10 = 3, n = 18, n1 = 10, n0 = 8;
    # alpha = 1 - (n - 1)(o01 + o10) / (2 n1 n0) = 1 - 17 * 6 / 160 = 58/160
    assert krippendorff_raters(items) == pytest.approx(58 / 160, abs=1e-4)
    # judge vs rater 1 (truth 1,1,0,0,1,1): class 1 F1 = 6/7, class 0 F1 = 4/5 -> 29/35
    assert macro_f1([1, 1, 0, 0, 1, 1], [1, 1, 0, 0, 1, 0]) == pytest.approx(29 / 35)


def test_our_kappa_and_f1_equal_scikit_learn():
    from sklearn.metrics import cohen_kappa_score, f1_score

    rng = random.Random(3)
    for _ in range(30):
        n = rng.randint(5, 40)
        truth = [rng.randint(0, 1) for _ in range(n)]
        predicted = [rng.randint(0, 1) for _ in range(n)]
        assert macro_f1(truth, predicted) == pytest.approx(f1_score(truth, predicted, average="macro", labels=[0, 1], zero_division=0.0))
        items = [RatedItem("p", "c", "m", "i", "x", "d", "positive", p, "", (t, t, 1 - t if k == 0 else t))
                 for k, (t, p) in enumerate(zip(truth, predicted))]  # fmt: skip
        if len(set(truth) | set(predicted)) == 2:
            assert cohen_vs_majority(items) == pytest.approx(cohen_kappa_score(predicted, truth))


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    base = tmp_path_factory.mktemp("agreement")
    run = make_run(base / "run")
    sheets = base / "sheets"
    result = CliRunner().invoke(app, ["evaluate", "agreement", "export", "--run", str(run), "--out", str(sheets),
                                      "--fraction", "1", "--raters", "3", "--seed", "7"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert result.output.startswith("6 pairs, ")
    return run, sheets


def verdict_hits(run) -> dict:
    hits = {}
    for line in (run / "verdicts.jsonl").read_text(encoding="utf-8").splitlines():
        v = json.loads(line)
        hits.update({(v["case_id"], v["model"], i["item_id"]): int(i["hit"]) for i in v["items"]})
    return hits


def fill(sheets, run, target, flips=frozenset(), edit=None) -> list:
    """Each rater copies the judge, except the (rater, n-th item row) in `flips`; `edit` changes cells."""
    key = json.loads((sheets / "key.json").read_text(encoding="utf-8"))
    hits = verdict_hits(run)
    target.mkdir(exist_ok=True)
    paths = []
    for rater in (1, 2, 3):
        book = load_workbook(sheets / f"rater-{rater}.xlsx")
        rows = [row for row in book["items"].iter_rows(min_row=2) if not is_reading_row(row[1].value or "")]
        for number, row in enumerate(rows, start=1):
            pair = key["pairs"][row[0].value]
            hit = hits[(pair["case_id"], pair["model"], row[1].value)]
            row[3].value = 1 - hit if (rater, number) in flips else hit
        if edit:
            edit(rater, book)
        path = target / f"rater-{rater}.xlsx"
        book.save(path)
        paths.append(path)
    return paths


def test_sheets_are_blinded(exported):
    run, sheets = exported
    key = json.loads((sheets / "key.json").read_text(encoding="utf-8"))
    reasons = {i["reason"] for line in (run / "verdicts.jsonl").read_text(encoding="utf-8").splitlines() for i in json.loads(line)["items"]}
    orders = []
    for rater in (1, 2, 3):
        book = load_workbook(sheets / f"rater-{rater}.xlsx")
        assert book.sheetnames == ["instructions", "items", "pairs"]
        assert [c.value for c in book["items"][1]] == ["pair_id", "item_id", "content", "hit", "comment"]
        assert [c.value for c in book["pairs"][1]] == ["pair_id", "dialogue", "answer"]
        text = " ".join(str(c.value) for sheet in book for row in sheet.iter_rows() for c in row if c.value is not None)
        assert "demo-companion" not in text and "demo-advisor" not in text and "scripted" not in text
        assert not any(reason in text for reason in reasons)
        orders.append([row[0].value for row in book["pairs"].iter_rows(min_row=2)])
    assert sorted(orders[0]) == sorted(key["pairs"]) and len({tuple(o) for o in orders}) > 1  # shuffled per rater
    assert {pair["model"] for pair in key["pairs"].values()} == {"scripted/demo-companion", "scripted/demo-advisor"}


@pytest.mark.slow
def test_round_trip_figures(exported, tmp_path):
    run, sheets = exported
    # rater 3 flips one item: the majority still equals the judge everywhere
    files = fill(sheets, run, tmp_path / "filled", flips={(3, 1)})
    (tmp_path / "filled" / "key.json").write_text((sheets / "key.json").read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "agreement.json"
    result = CliRunner().invoke(app, ["evaluate", "agreement", "import", "--run", str(run), *map(str, files), "--out", str(out)])
    assert result.exit_code == 0, result.output
    report = json.loads(out.read_text(encoding="utf-8"))
    headline = {row["name"]: row for row in report["headline"]}
    assert headline["item_agreement"]["value"] == 1.0 and headline["item_agreement"]["ci95"] == [1.0, 1.0]
    assert headline["cohen_kappa"]["value"] == 1.0
    assert report["disagreements"] == []
    per_rater = {row["rater"]: row for row in report["per_rater"]}
    assert per_rater["rater-1"]["judge_macro_f1"] == 1.0 and per_rater["rater-3"]["judge_macro_f1"] < 1.0
    assert set(report["per_model"]) == {"scripted/demo-companion", "scripted/demo-advisor"}
    assert "item agreement, judge vs raters' majority: 1.000" in result.output
    # the report shows it
    html = tmp_path / "report.html"
    shown = CliRunner().invoke(app, ["evaluate", "report", "--run", str(run), "--agreement", str(out), "--out", str(html)])
    assert shown.exit_code == 0, shown.output
    assert "Judge–human agreement" in html.read_text(encoding="utf-8")


def test_bad_sheets_are_refused_one_line_each(exported, tmp_path):
    run, sheets = exported

    def spoil(rater, book):
        items = book["items"]
        first, second = [row[0].row for row in items.iter_rows(min_row=2) if not is_reading_row(row[1].value or "")][:2]
        rows.update(first=first, second=second)
        if rater == 1:
            items[f"D{first}"] = "yes"
            items[f"A{second}"] = "P999"
        if rater == 2:
            items.delete_rows(items.max_row)
        if rater == 3:
            items[f"B{first}"] = "nope-01"

    rows = {}

    files = fill(sheets, run, tmp_path / "bad", edit=spoil)
    (tmp_path / "bad" / "key.json").write_text((sheets / "key.json").read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "agreement.json"
    result = CliRunner().invoke(app, ["evaluate", "agreement", "import", "--run", str(run), *map(str, files), "--out", str(out)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert all(line.startswith("error: ") for line in lines) and "Traceback" not in result.output
    joined = "\n".join(lines)
    first, second = rows["first"], rows["second"]
    assert f"{files[0]}: sheet 'items' row {first}: hit must be 1, 0 or blank, got 'yes'" in joined
    assert f"{files[0]}: sheet 'items' row {second}: unknown pair_id 'P999'" in joined
    assert f"{files[1]}: sheet 'items': 1 item row(s) missing" in joined
    # the row with 'yes' is there, badly filled, and said once: only the row whose pair_id was spoilt is missing
    assert f"{files[0]}: sheet 'items': 1 item row(s) missing" in joined
    assert f"{files[2]}: sheet 'items' row {first}: item_id 'nope-01' is not an item of pair" in joined
    assert not out.exists()


def test_export_refuses_a_folder_in_use(exported):
    run, sheets = exported
    result = CliRunner().invoke(app, ["evaluate", "agreement", "export", "--run", str(run), "--out", str(sheets)])
    assert result.exit_code == 2
    assert result.output.strip() == f"error: {sheets}: exists and is not an empty folder; choose a new --out folder"


def test_a_renamed_copy_an_empty_sheet_and_another_runs_study_are_refused(exported, tmp_path):
    import shutil

    run, sheets = exported
    files = fill(sheets, run, tmp_path / "filled")
    (tmp_path / "filled" / "key.json").write_text((sheets / "key.json").read_text(encoding="utf-8"), encoding="utf-8")
    copy = tmp_path / "filled" / "rater-4.xlsx"
    shutil.copy(files[0], copy)  # the key was exported for three raters
    args = ["evaluate", "agreement", "import", "--run", str(run)]
    result = CliRunner().invoke(app, [*args, *map(str, files), str(copy), "--out", str(tmp_path / "a.json")])
    assert result.exit_code == 2 and "rater-4: key.json was exported for 3 rater(s)" in result.output
    blank = tmp_path / "blank"
    blank.mkdir()
    shutil.copy(sheets / "key.json", blank / "key.json")
    unfilled = [shutil.copy(sheets / f"rater-{n}.xlsx", blank / f"rater-{n}.xlsx") for n in (1, 2, 3)]
    result = CliRunner().invoke(app, [*args, *map(str, unfilled), "--out", str(tmp_path / "b.json")])
    assert result.exit_code == 2 and "no item rated" in result.output

    study = tmp_path / "study.json"
    assert CliRunner().invoke(app, [*args, *map(str, files), "--out", str(study)]).exit_code == 0
    other = tmp_path / "other-run"
    shutil.copytree(run, other)
    shown = CliRunner().invoke(app, ["evaluate", "report", "--run", str(other), "--agreement", str(study), "--out", str(tmp_path / "r.html")])
    assert shown.exit_code == 2 and "which is not one of the --run folders" in shown.output
