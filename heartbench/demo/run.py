"""Copy the packaged demo workspace and run every stage on it (`heartbench demo [DIR]`).

The workspace (`workspace/`: bench.toml, 20 raw seed documents, hand-written scripted
replies) ships inside the package, so the demo works from an installed wheel, offline and
without an API key. `planted_pii.json` lists the invented personal data planted in the raw
seeds; tests check that none of it survives anonymisation.

Stages run in pipeline order and in-process, through the same functions as their commands.
The built dialogues get rubrics from `rubrics draft` (two scripted pilots, a scripted
synthesizer; one of its replies carries planted defects the checks reject). Two evaluation
passes follow, through the same `evaluate run` a real evaluation uses: one on
`evaluation/cases/question_all.jsonl` (three cases with rubrics written by us, scripted
replies in `evaluation/scripted/`), one on the built cases with their drafted rubrics (the
pilots' answers come back from the ledger).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from heartbench.errors import InputError
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
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        shutil.copytree(WORKSPACE, staging, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
        if target.is_dir():
            target.rmdir()
        os.replace(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
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
    echo(f"next: read {ws.root / 'stages/build-dialogues/records.jsonl'}, or rerun a stage with `heartbench ... -w {ws.root}`")
    return ws


def _ingest(ws: Workspace, echo: Callable[[str], None]) -> str:
    from heartbench.seeds.ingest import IngestOptions, ingest

    # Sources are recorded as the paths are named: from inside the workspace they read `raw/…`.
    with contextlib.chdir(ws.root):
        result = ingest(ws, [Path("raw")], IngestOptions(), on_problem=lambda p: echo(f"warning: {p.render()}"))
    kinds = ", ".join(f"{kind} {count}" for kind, count in result.stats["kinds"].items())
    return f"{result.stats['documents']} documents from {result.stats['files']} files ({kinds})"


def _clean(ws: Workspace, echo: Callable[[str], None]) -> str:
    from heartbench.seeds.clean import CleanOptions, clean

    stats = clean(ws, CleanOptions()).stats
    dropped = ", ".join(f"{row['filter']} {row['dropped']}" for row in stats["filters"] if row["dropped"])
    return f"kept {stats['documents_out']} of {stats['documents_in']} documents (dropped: {dropped or 'none'})"


def _anonymize(ws: Workspace, echo: Callable[[str], None]) -> str:
    from heartbench.seeds.anonymize import anonymize

    stats = anonymize(ws).stats
    entities = stats["entities"]
    kinds = ", ".join(f"{kind} {count}" for kind, count in entities.items())
    return (
        f"{sum(entities.values())} personal data values replaced by surrogates in {stats['documents_with_pii']} of "
        f"{stats['documents']} documents ({kinds})"
    )


def _build(ws: Workspace, echo: Callable[[str], None]) -> str:
    from heartbench.dialogues.stage import build_dialogues, describe

    return describe(build_dialogues(ws.root), named=False)


def _draft(ws: Workspace, echo: Callable[[str], None]) -> str:
    from heartbench.rubrics.draft import describe, draft_rubrics

    return describe(draft_rubrics(ws.root)).removeprefix("rubrics draft: ")


DEMO_MODELS = ("scripted/demo-companion", "scripted/demo-advisor")


def _evaluate(ws: Workspace, echo: Callable[[str], None]) -> str:
    from heartbench.evaluate.run import RunSettings, run_evaluation

    out = ws.root / "evaluation"
    settings = RunSettings(models=DEMO_MODELS, judge=ws.config.models.judge)
    result = run_evaluation(out, settings, dataset=out / "cases" / "question_all.jsonl")
    return f"3 hand-written cases, 2 scripted models: overall {_board(result)}; scores in {out / 'scores.json'}"


def _evaluate_drafted(ws: Workspace, echo: Callable[[str], None]) -> str:
    from heartbench.evaluate.run import RunSettings, run_evaluation

    out = ws.root / "evaluation-drafted"
    result = run_evaluation(out, RunSettings(models=DEMO_MODELS), workspace=ws.root)
    cases = len(next(iter(result.leaderboard.models.values())).cases)
    return f"{cases} built cases with drafted rubrics, 2 scripted models: overall {_board(result)}; {result.calls.splitlines()[0]}"


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
    ("evaluate run (hand-written cases)", _evaluate),
    ("evaluate run (drafted cases)", _evaluate_drafted),
)
