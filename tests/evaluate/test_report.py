"""`evaluate report`: the figures in the HTML are those of scores.json, and the page renders
offline in headless Chromium without a single network request."""

from __future__ import annotations

import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.evaluation.bootstrap import bootstrap, separability
from tests.evaluate.demo_run import make_run

ARTIFACTS = Path(__file__).resolve().parents[2] / "build" / "test-artifacts"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    run = make_run(tmp_path_factory.mktemp("report") / "run")
    out = run.parent / "report.html"
    result = CliRunner().invoke(app, ["evaluate", "report", "--run", str(run), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "2 model(s), 3 cases, separability" in result.output
    return run, out


class Cells(HTMLParser):
    """Every element carrying data-value, with its other data- attributes and its text."""

    def __init__(self):
        super().__init__()
        self.cells: list[dict] = []
        self._open: dict | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-value" in attrs:
            self._open = {**attrs, "text": ""}
            self.cells.append(self._open)

    def handle_data(self, data):
        if self._open is not None:
            self._open["text"] += data

    def handle_endtag(self, tag):
        self._open = None


def cells(html: Path) -> list[dict]:
    parser = Cells()
    parser.feed(html.read_text(encoding="utf-8"))
    return parser.cells


def value(cell: dict):
    return None if cell["data-value"] == "None" else json.loads(cell["data-value"])


def test_html_figures_equal_scores_json(report):
    run, html = report
    scores = json.loads((run / "scores.json").read_text(encoding="utf-8"))
    found = cells(html)
    checked = 0
    for model, score in scores["models"].items():
        for figure in ("overall", "overall_ci95", "case_mean", "case_mean_ci95"):
            (cell,) = [c for c in found if c.get("data-figure") == figure and _row_model(html, c, model)]
            assert value(cell) == pytest.approx(score[figure])
            checked += 1
        for dimension, expected in score["dimensions"].items():
            (cell,) = [c for c in found if c.get("data-dimension") == dimension and c.get("data-model") == model]
            assert value(cell) == pytest.approx(expected) and cell["text"] == f"{expected:.2f}"
            checked += 1
        for other, probability in scores["pairwise"][model].items():
            (cell,) = [c for c in found if c.get("data-row") == model and c.get("data-col") == other]
            assert value(cell) == pytest.approx(probability)
            checked += 1
    (cell,) = [c for c in found if c.get("id") == "separability"]
    assert value(cell) == scores["separability"]
    assert checked > 20
    facts = json.loads(html.with_suffix(".json").read_text(encoding="utf-8"))
    assert facts["counts"] == {"cases": 3, "normal": 1, "hard": 2}
    assert [row["overall"] for row in facts["leaderboard"]] == pytest.approx(
        sorted((s["overall"] for s in scores["models"].values()), reverse=True))


def _row_model(html: Path, cell: dict, model: str) -> bool:
    # Leaderboard cells sit in a row tagged data-model; the parser keeps cells in document order.
    text = html.read_text(encoding="utf-8")
    row_start = text.index(f'<tr data-model="{model}">')
    row_end = text.index("</tr>", row_start)
    marker = f'data-figure="{cell["data-figure"]}" data-value="{cell["data-value"]}"'
    return marker in text[row_start:row_end]


def test_the_page_is_self_contained(report):
    _, html = report
    text = html.read_text(encoding="utf-8")
    assert text.count("<svg") >= 3  # the charts are inline
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", text)
    assert not re.search(r"url\((?!#)", text)  # only references inside the document
    for needle in ("<link", "<script", "@import", "<img", "<iframe"):
        assert needle not in text, needle
    assert "Content-Security-Policy" in text


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it where apt-get can)")
def test_renders_in_headless_chromium_without_network(report):
    playwright = pytest.importorskip("playwright.sync_api", reason="playwright (test extra) is not installed")
    _, html = report
    requests, errors = [], []
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run"])  # fmt: skip
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        page.on("request", lambda r: requests.append(r.url))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(html.as_uri())
        assert page.locator("svg").count() >= 3
        shown = page.locator("#leaderboard-table").inner_text()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "report.png"), full_page=True)
        browser.close()
    print(f"screenshot: {ARTIFACTS / 'report.png'}")
    assert requests == [html.as_uri()]
    assert errors == []
    assert "scripted/demo-companion" in shown


_SMALLEST_LABEL = """() => Math.min(...[...document.querySelectorAll('svg text')].map(t => {
    const size = parseFloat(getComputedStyle(t).fontSize);  // in the SVG's own units
    const m = t.getScreenCTM();
    return size * Math.hypot(m.a, m.b);  // as drawn on the screen, in CSS px (rotated labels too)
}))"""


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it where apt-get can)")
def test_on_a_phone_the_page_does_not_scroll_sideways_and_chart_labels_stay_readable(report):
    playwright = pytest.importorskip("playwright.sync_api", reason="playwright (test extra) is not installed")
    _, html = report
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--no-first-run"])
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(html.as_uri())
        widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
        smallest = page.evaluate(_SMALLEST_LABEL)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "report-390px.png"), full_page=True)
        browser.close()
    assert widths[0] <= widths[1], f"the page is {widths[0]} px wide in a {widths[1]} px viewport"
    assert smallest >= 10, f"a chart label is drawn at {smallest:.1f} px"


def test_the_page_shows_no_absolute_path_and_no_bare_dash(report):
    run, html = report
    text = html.read_text(encoding="utf-8")
    assert str(run.parent) not in text and "runs: run<" in text.replace("</p>", "<")
    figures = json.loads(html.with_suffix(".json").read_text(encoding="utf-8"))
    assert figures["runs"] == ["run"]
    assert not re.search(r">\s*—\s*<", text)  # every dash in a cell says why


def test_runs_over_other_cases_are_refused(report, tmp_path):
    run, _ = report
    other = tmp_path / "other"
    shutil.copytree(run, other)
    lines = (other / "cases.jsonl").read_text(encoding="utf-8").splitlines()
    (other / "cases.jsonl").write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["evaluate", "report", "--run", str(run), "--run", str(other), "--out", str(tmp_path / "r.html")])
    assert result.exit_code == 2
    assert result.output.strip() == f"error: {other}: evaluated other cases than {run}; a report compares models on the same cases"
    assert not (tmp_path / "r.html").exists()


def test_separability_and_pairwise_by_hand():
    # A (0,1) and B (2,3) are apart; C (0.5,2.5) overlaps both: 1 of 3 pairs separable.
    assert separability({"A": (0, 1), "B": (2, 3), "C": (0.5, 2.5)}) == pytest.approx(1 / 3, abs=1e-4)
    assert separability({"A": (0, 1)}) is None
    # B beats A on every case: on every resample of the same cases B's overall is higher.
    a = {f"c{i}": {"warmth": float(i)} for i in range(10)}
    b = {f"c{i}": {"warmth": float(i) + 5} for i in range(10)}
    figures = bootstrap({"A": a, "B": b}, list(a))
    assert figures.pairwise == {"A": {"B": 0.0}, "B": {"A": 1.0}}
    # identical models tie on every resample: P = 0.5
    assert bootstrap({"A": a, "B": dict(a)}, list(a)).pairwise["A"]["B"] == 0.5
