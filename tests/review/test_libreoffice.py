"""The sheets as people open them: LibreOffice converts each sheet kind to PDF (the items table
must print one page wide, the header on every page), and a sheet filled and saved through
LibreOffice — as .xlsx and as CSV — imports to the very same result as one written by openpyxl.

Skipped, with the reason, where `soffice` (LibreOffice) or `pdftotext`/`pdftoppm` (poppler) are
not installed; `.ci/run` installs both where apt-get works. The first pages are rendered to PNG
under `build/test-artifacts/` for a person to look at.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from openpyxl import load_workbook

from heartbench.schema import Case, RubricItem, Turn
from heartbench.stages import StageOutput
from heartbench.workspace import Workspace
from tests.evaluate.demo_run import make_run
from tests.review.test_review import export, fill, import_
from tests.support import read_jsonl

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
POPPLER = shutil.which("pdftotext") and shutil.which("pdftoppm")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(SOFFICE is None, reason="LibreOffice (soffice) is not installed; .ci/run installs libreoffice-calc-nogui where apt-get works"),
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "build" / "test-artifacts"

# Written for this test: a long, realistic exchange, so that wrapping, row heights and paging are exercised.
TURNS = [
    ("A", "这学期开始我就一直睡不好，晚上躺在床上脑子停不下来，一遍遍想白天说错的话、没做完的作业，还有下个月的考研初试。室友都睡了，我就盯着天花板到两三点。"),
    ("B", "脑子停不下来、一遍遍回放白天的事，听起来真的很累。这样的夜晚大概持续多久了？"),
    ("A", "快两个月了。最开始只是考前几天，现在几乎每天都这样。白天上课也没精神，老师点我回答问题，我站起来脑子一片空白，全班都在看我，那一刻我特别想找个地缝钻进去。"),
    ("B", "被点名时脑子一片空白、又感觉所有人都在看你，那一刻的难堪一定很强烈。后来你是怎么面对那节课剩下的时间的？"),
    ("A", "我就低着头假装记笔记，其实什么都没听进去。下课我妈打电话来问复习得怎么样，我说挺好的，挂了电话就哭了。我不敢跟她说实话，她为了供我读书已经很辛苦了。"),
    ("B", "你一边扛着复习的压力，一边还要在妈妈面前说“挺好的”，不想让她担心。这份懂事背后，你自己的难受放在了哪里？"),
    ("A", "好像没有地方放。我也试过跑步、听白噪音，都没什么用。有时候会想，是不是我根本就不是读书的料，再努力也没用。"),
]


def _workspace(root: Path) -> Path:
    Workspace.init(root, "libreoffice-check")
    out = StageOutput(root / "stages" / "rubrics-draft", "hand-made")
    contents = ["回应说出用户在失眠和被点名时感到的难堪与疲惫", "回应询问用户在妈妈面前说“挺好的”时心里真实的感受",
                "回应肯定用户为不让妈妈担心所做的努力，同时关心用户自己的需要", "回应一上来就罗列一串改善睡眠的方法",
                "回应把用户的困扰归结为不够努力或心态不好"]  # fmt: skip
    dimensions = [("emotional_perception", 5), ("curiosity", 4), ("warmth", 3), ("verbal_expression", -5), ("morality", -6)]
    with out:
        for case_id in ("lo1", "lo2"):
            rubric = [RubricItem(item_id=f"{case_id}-{n:02d}", dimension=d, score=s, content=c, kind="case")
                      for n, ((d, s), c) in enumerate(zip(dimensions, contents), start=1)]  # fmt: skip
            out.keep(Case(case_id=case_id, dialogue=[Turn(role=r, content=t) for r, t in TURNS], rubric=rubric), case_id)
        out.finish({}, sequence=1)
    return root


def _soffice(tmp_path: Path, target: str, source: Path, outdir: Path) -> None:
    profile = (tmp_path / "lo-profile").as_uri()
    outdir.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([SOFFICE, f"-env:UserInstallation={profile}", "--headless", "--convert-to", target, "--outdir", str(outdir), str(source)],
                          capture_output=True, text=True, timeout=180)  # fmt: skip
    assert done.returncode == 0, done.stderr


def _pages(pdf: Path) -> list[str]:
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return [page for page in text.split("\f") if page.strip()]


@pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftotext, pdftoppm) is not installed; .ci/run installs it where apt-get works")
def test_every_sheet_kind_prints_one_page_wide_with_its_header(tmp_path):
    ws = _workspace(tmp_path / "ws")
    sheets = export(ws)
    reviewer = sheets / "reviewer-1.xlsx"
    for number in range(1, 5):  # an adjudication sheet: two reviewers edit the same item differently
        fill(sheets / f"reviewer-{number}.xlsx", {"lo1-02": ("edit", f"回应询问用户第{number}种说法下的真实感受", None)} if number <= 2 else None)
    assert import_(ws, *sorted(sheets.glob("reviewer-*.xlsx"))).exit_code == 1
    rater = make_run(tmp_path / "run")
    from heartbench.evaluate.agreement.sheets import export_sheets
    from heartbench.evaluate.runs import read_run

    export_sheets(read_run(rater), tmp_path / "raters", fraction=1.0, raters=1, seed=0)
    kinds = {"reviewer": reviewer, "adjudication": sheets / "adjudication.xlsx", "rater": tmp_path / "raters" / "rater-1.xlsx"}
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for kind, workbook in kinds.items():
        _soffice(tmp_path, "pdf", workbook, tmp_path / "pdf")
        pdf = tmp_path / "pdf" / f"{workbook.stem}.pdf"
        subprocess.run(["pdftoppm", "-png", "-r", "50", "-f", "1", "-l", "2", str(pdf), str(ARTIFACTS / f"sheet-{kind}")], check=True)
        pages = _pages(pdf)
        # one page wide: every page that prints a table's last column header prints its first one too
        # (the header repeats on every page, so a table cut into column strips leaves a page without it)
        for last, first in {"reviewer": [("similar_to", "case_id"), ("dialogue", "case_id")], "adjudication": [("comment", "case_id")],
                            "rater": [("comment", "pair_id"), ("answer", "pair_id")]}[kind]:  # fmt: skip
            printed = [page for page in pages if last in page]
            assert printed, f"{kind}: no page shows the column {last}"
            for page in printed:
                assert first in page, f"{kind}: a page prints only part of the columns:\n{page[:400]}"
    workbook = load_workbook(reviewer)
    assert workbook["items"].row_dimensions[2].height >= 100  # the long dialogue row is tall enough to read


def test_a_sheet_saved_by_libreoffice_imports_like_the_one_openpyxl_wrote(tmp_path):
    results = {}
    for way in ("openpyxl", "xlsx", "csv"):
        ws = _workspace(tmp_path / way / "ws")
        sheets = export(ws)
        files = sorted(sheets.glob("reviewer-*.xlsx"))
        for number, path in enumerate(files, start=1):
            fill(path, {"lo1-03": ("edit", None, 4, "权重偏低")} if number in (1, 3) else {"lo2-05": ("reject", None, None, "与对话无关")}
                 if number == 2 else None)  # fmt: skip
        if way == "xlsx":
            for path in files:
                _soffice(tmp_path / way, "xlsx", path, tmp_path / way / "saved")
            files = sorted((tmp_path / way / "saved").glob("reviewer-*.xlsx"))
        elif way == "csv":
            # every sheet to its own CSV, UTF-8, comma: LibreOffice names them <file>-<sheet>.csv
            for path in files:
                _soffice(tmp_path / way, "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1", path, tmp_path / way / "saved")
            files = sorted((tmp_path / way / "saved").glob("reviewer-*-items.csv"))
        assert len(files) == 4, sorted(p.name for p in (tmp_path / way).rglob("*"))
        result = import_(ws, *files)
        assert result.exit_code == 0, result.output
        results[way] = [{k: v for k, v in case.items() if k != "provenance"} for case in read_jsonl(ws / "stages/rubrics-review/records.jsonl")]
    assert results["xlsx"] == results["openpyxl"] and results["csv"] == results["openpyxl"]
    items = {item["item_id"]: item for case in results["openpyxl"] for item in case["rubric"]}
    assert items["lo1-03"]["score"] == 4 and "lo2-05" not in items
