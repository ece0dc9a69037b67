"""`heartbench evaluate report`: one self-contained HTML file (and `report.json`) from run folders.

No request leaves the page when it is opened: styles and charts (SVG) are inline, and a
Content-Security-Policy forbids loading anything else.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from heartbench.errors import InputError
from heartbench.evaluate import charts
from heartbench.evaluate.report_facts import gather
from heartbench.evaluate.runs import read_runs
from heartbench.jsonio import files_together, read_json, write_json, write_text
from heartbench.outputs import check_output
from heartbench.standard import load_standard

TEMPLATE = Path(__file__).resolve().parent.parent / "templates" / "report.html"


class ReportResult(NamedTuple):
    html: Path
    facts_file: Path
    facts: dict[str, Any]


def write_report(run_folders: list[Path], out: Path, *, agreement: Path | None = None, title: str | None = None,
                 force: bool = False) -> ReportResult:  # fmt: skip
    """Read the runs, compute every figure, write `out` (HTML) and `out` with suffix .json (the figures)."""
    out = Path(out)
    if out.suffix.lower() not in (".html", ".htm"):
        raise InputError(out, "--out must be an .html file")
    if out.is_dir():
        raise InputError(out, "--out is a folder; give a file name such as report.html")
    inputs = {"--agreement": agreement, **{f"--run {folder}": folder for folder in run_folders},
              # the files a run folder holds are inputs too: the report's .json must never land on its scores.json
              **{f"--run {folder} {path.name}": path for folder in run_folders for path in Path(folder).glob("*.json*")}}
    check_output(out, inputs, force=force)
    check_output(out.with_suffix(".json"), inputs, force=force, option="--out (its .json figures)")
    runs = read_runs(run_folders)
    standard = load_standard(runs[0].settings.get("standard") or "heartbench-zh")
    agreement_facts = _read_agreement(agreement) if agreement is not None else None
    if agreement_facts is not None and agreement_facts.get("run"):
        measured = Path(agreement_facts["run"]).resolve()
        if measured not in {Path(folder).resolve() for folder in run_folders}:
            raise InputError(agreement, f"measures the run {agreement_facts['run']}, which is not one of the --run folders")
    facts = gather(runs, standard, agreement_facts, where=out.parent)
    labels = {c.code: f"{c.zh} {c.en}" for c in standard.capabilities}
    html = render(facts, labels, title or f"HeartBench evaluation report · {standard.name}")
    facts_file = out.with_suffix(".json")
    with files_together() as stage:  # the report and its figures, or neither
        write_json(stage(facts_file), facts)
        write_text(stage(out), html)
    return ReportResult(out, facts_file, facts)


def render(facts: dict[str, Any], labels: dict[str, str], title: str) -> str:
    # deferred: jinja2 is needed only to render the HTML report
    from jinja2 import Environment, StrictUndefined

    env = Environment(autoescape=True, undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters.update(num=_num, pct=_pct, interval=_interval, shade=_shade)
    template = env.from_string(TEMPLATE.read_text(encoding="utf-8"))
    drawn = {"radar": charts.radar(facts), "difficulty": charts.difficulty_bars(facts), "length": charts.length_scatter(facts)}
    return template.render(facts=facts, charts=drawn, labels=labels, title=title)


def _read_agreement(path: Path) -> dict[str, Any]:
    data = read_json(path)
    if not isinstance(data, dict) or "headline" not in data:
        raise InputError(path, "not an agreement.json written by `heartbench evaluate agreement import`")
    return data


# A missing figure is never a bare dash: it says why it is missing.
def _missing(why: str) -> str:
    return f"— ({why})"


def _num(value: float | None, why: str = "not defined") -> str:
    return _missing(why) if value is None else f"{value:.2f}"


def _pct(value: float | None, why: str = "not defined") -> str:
    return _missing(why) if value is None else f"{value * 100:.1f}%"


def _interval(value, why: str = "no scored case") -> str:
    return _missing(why) if not value else f"{value[0]:.2f} – {value[1]:.2f}"


def _shade(value: float | None, top: float) -> str:
    """A red (low) to green (high) background for a value on 0..top."""
    if value is None:
        return "transparent"
    share = max(0.0, min(1.0, value / top))
    return f"hsl({round(share * 120)}, 60%, 86%)"

