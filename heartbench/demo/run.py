"""Copy the packaged demo workspace and run every stage on it (`heartbench demo [DIR]`).

The workspace (`workspace/`: bench.toml, 20 raw seed documents, hand-written scripted
replies) ships inside the package, so the demo works from an installed wheel, offline and
without an API key. `planted_pii.json` lists the invented personal data planted in the raw
seeds; tests check that none of it survives anonymisation.

Stages run in pipeline order and in-process, through the same functions as their commands.
The built dialogues get rubrics from `rubrics draft` (two scripted pilots, a scripted
synthesizer; one of its replies carries planted defects the checks reject). Four reviewers'
decisions (`review/*.csv`, see `heartbench.demo.review`) go through the exported sheets and
`rubrics review import`, with one planted conflict settled by adjudication; `pilot`, `rubrics
prune` and `split` follow (per-case judge replies plant a saturated case and a Hard case).
Evaluation passes close the demo, through the same `evaluate run` a real evaluation uses: one
on `evaluation/cases/question_all.jsonl` (three cases with rubrics written by us, scripted
replies in `evaluation/scripted/`), then the benchmark built here, all cases and Hard only.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path

from heartbench.demo.raters import fill_sheets
from heartbench.demo.review import fill_adjudication, fill_reviewer_sheets
from heartbench.dialogues import stage as build_stage
from heartbench.errors import IncompleteError, InputError, shell_arg
from heartbench.evaluate.agreement.sheets import export_sheets
from heartbench.evaluate.agreement.study import import_agreement, summary_lines
from heartbench.evaluate.html_report import write_report
from heartbench.evaluate.run import RunSettings, run_evaluation
from heartbench.evaluate.runs import read_run
from heartbench.jsonio import atomic_folder, copy_tree
from heartbench.localize import stage as localize_stage
from heartbench.pilot import prune, split
from heartbench.pilot import run as pilot_stage
from heartbench.release.build import make_release
from heartbench.review import export as review_export
from heartbench.review import stage as review_stage
from heartbench.review import verdicts as review_verdicts
from heartbench.rubrics import draft
from heartbench.seeds.anonymize import anonymize
from heartbench.seeds.clean import CleanOptions, clean
from heartbench.seeds.ingest import IngestOptions, ingest
from heartbench.workspace import Workspace

PACKAGE_DIR = Path(__file__).parent
WORKSPACE = PACKAGE_DIR / "workspace"
PLANTED_PII = PACKAGE_DIR / "planted_pii.json"
DEFAULT_NAME = "demo-workspace"


def free_default_dir(parent: Path) -> Path:
    """`demo-workspace`, or `demo-workspace-2`, `-3`... : the first that is absent or empty."""
    for number in range(1, 1000):
        candidate = parent / (DEFAULT_NAME if number == 1 else f"{DEFAULT_NAME}-{number}")
        if not candidate.exists() or (candidate.is_dir() and not any(candidate.iterdir())):
            return candidate
    raise InputError(parent, f"no free {DEFAULT_NAME}-N folder name here; pass a folder")


def copy_workspace(target: Path) -> Path:
    """Copy the demo workspace to `target` (absent or an empty folder), all or nothing."""
    target = Path(target)
    if target.exists() and not target.is_dir():
        raise InputError(target, "exists and is not a folder")
    if target.is_dir() and any(target.iterdir()):
        raise InputError(target, "folder is not empty; the demo needs a new or empty folder")
    with atomic_folder(target) as staging:
        copy_tree(WORKSPACE, staging, ignore=lambda name: name == "__pycache__")
    return target


def run_demo(target: Path, echo: Callable[[str], None]) -> Workspace:
    """Copy the workspace to `target` and run every stage, echoing one summary per stage."""
    ws = Workspace.open(copy_workspace(target).resolve())
    echo(f"demo workspace: {ws.root}")
    for name, step in STEPS:
        started = time.perf_counter()
        summary = step(ws, echo)
        echo(f"{name} ({time.perf_counter() - started:.1f} s): {summary}")
    echo(
        f"outputs: {ws.root / 'stages'}/<stage>/records.jsonl, rejects.jsonl, stats.json; model calls in "
        f"{ws.ledger_path.name}; PII mappings (private, never exported) in {ws.private_dir.name}/"
    )
    echo(f"next: read the finished cases in {ws.root / 'stages/split/records.jsonl'}, or rerun a stage with `heartbench ... -w {shell_arg(ws.root)}`")
    return ws


def _ingest(ws: Workspace, echo: Callable[[str], None]) -> str:
    # Sources are recorded as the paths are named: from inside the workspace they read `raw/…`.
    with contextlib.chdir(ws.root):
        result = ingest(ws, [Path("raw")], IngestOptions(), on_problem=lambda p: echo(f"warning: {p.render()}"))
    kinds = ", ".join(f"{kind} {count}" for kind, count in result.stats["kinds"].items())
    return f"{result.stats['documents']} documents from {result.stats['files']} files ({kinds})"


def _clean(ws: Workspace, echo: Callable[[str], None]) -> str:
    stats = clean(ws, CleanOptions()).stats
    dropped = ", ".join(f"{row['filter']} {row['dropped']}" for row in stats["filters"] if row["dropped"])
    return f"kept {stats['documents_out']} of {stats['documents_in']} documents (dropped: {dropped or 'none'})"


def _anonymize(ws: Workspace, echo: Callable[[str], None]) -> str:
    stats = anonymize(ws).stats
    entities = stats["entities"]
    kinds = ", ".join(f"{kind} {count}" for kind, count in entities.items())
    return (
        f"{sum(entities.values())} personal data values replaced by surrogates in {stats['documents_with_pii']} of "
        f"{stats['documents']} documents ({kinds})"
    )


def _build(ws: Workspace, echo: Callable[[str], None]) -> str:
    return build_stage.describe(build_stage.build_dialogues(ws), named=False)


def _draft(ws: Workspace, echo: Callable[[str], None]) -> str:
    return draft.describe(draft.draft_rubrics(ws)).removeprefix("rubrics draft: ")


def _review(ws: Workspace, echo: Callable[[str], None]) -> str:
    """Round 1 (with a conflict settled by adjudication), the judging of the changed items, then
    round 2 on the items round 1 changed or added."""
    decisions, folder = ws.root / "review", ws.root / "review" / "sheets"
    reviewers = ws.config.review.reviewers

    def judge():
        return review_verdicts.judge_reviewed_items(ws)

    round_1 = review_export.export_review(ws, folder / "round-1", reviewers=reviewers)
    fill_reviewer_sheets(round_1, decisions, round_number=1)
    adjudication = folder / "round-1" / "adjudication.xlsx"
    try:
        review_stage.import_review(ws, round_1, echo=echo, judge=judge)
    except IncompleteError as exc:  # planted: two reviewers edited one item differently
        echo(f"  first import: {str(exc).splitlines()[0]}")
        fill_adjudication(adjudication, decisions)
    results = review_stage.import_review(ws, [*round_1, adjudication], echo=lambda line: None, judge=judge)
    echo("  round 1: " + review_stage.describe(results[0]).removeprefix("rubrics review: ").replace("\n", "\n  "))
    round_2 = review_export.export_review(ws, folder / "round-2", reviewers=reviewers, round_number=2)
    fill_reviewer_sheets(round_2, decisions, round_number=2)
    results = review_stage.import_review(ws, [*round_1, adjudication, *round_2], echo=lambda line: None, judge=judge)
    return (f"sheets in {folder}, filled from review/*.csv; after round 2: " + review_stage.describe(results[0]).removeprefix("rubrics review: ")
            + "\n  " + review_verdicts.describe(results[1]))


def _pilot(ws: Workspace, echo: Callable[[str], None]) -> str:
    return pilot_stage.describe(pilot_stage.run_pilot(ws)).removeprefix("pilot: ")


def _prune(ws: Workspace, echo: Callable[[str], None]) -> str:
    return prune.describe(prune.prune_rubrics(ws)).removeprefix("rubrics prune: ")


def _split(ws: Workspace, echo: Callable[[str], None]) -> str:
    return split.describe(split.split_cases(ws)).removeprefix("split: ")


DEMO_MODELS = ("scripted/demo-companion", "scripted/demo-advisor")


def _evaluate(ws: Workspace, echo: Callable[[str], None]) -> str:
    out = ws.root / "evaluation"
    settings = RunSettings(models=DEMO_MODELS, judge=ws.config.models.judge)
    result = run_evaluation(out, settings, dataset=out / "cases" / "question_all.jsonl")
    return f"3 hand-written cases, 2 scripted models: overall {_board(result)}; scores in {out / 'scores.json'}"


def _evaluate_drafted(ws: Workspace, echo: Callable[[str], None]) -> str:
    lines = []
    for subset in ("all", "hard"):
        out = ws.root / f"evaluation-{subset}"
        # The scripted judge's replies fit the rubric they were written for: the final rubrics have their own.
        settings = RunSettings(models=DEMO_MODELS, subset=subset, judge="scripted/demo-judge-final")
        result = run_evaluation(out, settings, workspace=ws)
        cases = len(next(iter(result.leaderboard.models.values())).cases)
        lines.append(f"{subset}: {cases} cases, overall {_board(result)}; {result.calls.splitlines()[0]}")
    return "built, reviewed, pruned and split cases, 2 scripted models\n  " + "\n  ".join(lines)


def _agreement(ws: Workspace, echo: Callable[[str], None]) -> str:
    run = read_run(ws.root / "evaluation-all")
    sheets = ws.root / "agreement-sheets"
    exported = export_sheets(run, sheets, fraction=0.3, raters=3, seed=0)
    files = fill_sheets(sheets, run.cases, ws.root / "agreement" / "ratings.csv", ws.standard)
    result = import_agreement(run.folder, files, sheets / "agreement.json")
    return (f"exported {exported.pairs} blinded pairs to {exported.raters} rater workbooks in {sheets}; "
            f"imported the demo raters' calls:\n  " + "\n  ".join(summary_lines(result.report)))  # fmt: skip


def _report(ws: Workspace, echo: Callable[[str], None]) -> str:
    result = write_report([ws.root / "evaluation-all"], ws.root / "report.html", agreement=ws.root / "agreement-sheets" / "agreement.json")
    separability = result.facts["separability"]
    return f"separability {separability:.0%}; wrote {result.html} (open it in a browser) and {result.facts_file}"


DEMO_VERSION = "0.1.0"


def _release(ws: Workspace, echo: Callable[[str], None]) -> str:
    result = make_release(ws, DEMO_VERSION)
    counts = result.facts.counts()
    return (
        f"{counts['cases']} cases ({counts['normal']} Normal, {counts['hard']} Hard) passed the PII gate; "
        f"parquet configs all/normal/hard, HeartBench JSONL, card, croissant.json, manifest in {result.folder}"
    )


def _localize(ws: Workspace, echo: Callable[[str], None]) -> str:
    # One Normal and one Hard case, so that every config of the English release has a case.
    target, result = localize_stage.localize(ws, "en", ws.root / "localized-en", case_ids=["Iw0NXP", "UE1GRq"])
    released = make_release(target, DEMO_VERSION)
    return localize_stage.describe(target, result).removeprefix("localize: ") + f"\n  released: {released.folder}"


def _board(result) -> str:
    ranked = sorted(result.leaderboard.models.items(), key=lambda kv: -(kv[1].overall or 0))
    unscored = f", {len(result.unscored)} unscored" if result.unscored else ""
    return ", ".join(f"{model} {score.overall:.1f}" for model, score in ranked) + unscored


STEPS: tuple[tuple[str, Callable[[Workspace, Callable[[str], None]], str]], ...] = (
    ("seeds ingest", _ingest),
    ("seeds clean", _clean),
    ("seeds anonymize", _anonymize),
    ("build dialogues", _build),
    ("rubrics draft", _draft),
    ("pilot", _pilot),
    ("rubrics prune", _prune),
    ("rubrics review (two rounds, mock scoring)", _review),
    ("split", _split),
    ("evaluate run (hand-written cases)", _evaluate),
    ("evaluate run (the benchmark built here)", _evaluate_drafted),
    ("evaluate agreement (three raters, blinded sheets)", _agreement),
    ("evaluate report", _report),
    (f"release {DEMO_VERSION}", _release),
    ("localize --to en (two cases), then release", _localize),
)
