"""`heartbench rubrics review …`: the expert review round trip. Thin: parse, call the stage, print."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from heartbench.options import MaxResamplesOption, NoSpendCapOption, TimeoutOption, WorkspaceOption, call_options
from heartbench.workspace import Workspace

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="The expert review round trip: sheets out, decisions in.")


class SheetFormat(str, Enum):
    xlsx = "xlsx"
    csv = "csv"


@app.command("export")
def review_export(
    workspace: WorkspaceOption,
    out: Annotated[Path, typer.Option("--out", help="Folder for the reviewer files (new or without reviewer files).", file_okay=False)],
    reviewers: Annotated[int | None, typer.Option(min=1, max=50, help="How many reviewer files to write (default: [review] reviewers).")] = None,
    round_number: Annotated[int, typer.Option("--round", min=1, help="Review round: 1, or R to decide the items round R-1 added or changed.")] = 1,
    sample: Annotated[float | None, typer.Option(min=0.0, max=1.0, help="Review only this share of the cases (seeded sample; round 1).")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the case sample.")] = 0,
    format: Annotated[SheetFormat, typer.Option("--format", help="xlsx workbooks, or the same tables as CSV files.")] = SheetFormat.xlsx,
) -> None:
    """Write one review sheet per reviewer: each case's dialogue, a blinded pilot answer to mock-score, and its items."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.review.export import export_review

    ws = Workspace.open(workspace)
    written = export_review(ws, out, reviewers=reviewers or ws.config.review.reviewers, sample=sample, fmt=format.value, seed=seed,
                            round_number=round_number)  # fmt: skip
    typer.echo(f"rubrics review export: round {round_number}, {len(written)} file(s) in {out}: {', '.join(p.name for p in written)}")


@app.command("import")
def review_import(
    workspace: WorkspaceOption,
    files: Annotated[list[Path], typer.Argument(help="Every reviewer file of every round so far (reviewer-N.xlsx, reviewer-N-round-R.xlsx "
                                                     "or their -items.csv), and adjudication.xlsx if any.")],  # fmt: skip
    timeout: TimeoutOption = None,
    max_resamples: MaxResamplesOption = None,
    no_spend_cap: NoSpendCapOption = False,
) -> None:
    """Check the filled sheets, apply every round (bench.toml review.rule), write the reviewed cases and agreement.json.

    With review after prune (the default), cases whose items the review changed are then judged
    again on the pilots' answers, so that `split` sees the final rubric.
    Exit code 2 on the first problem in any file (nothing written); exit code 1 when items need
    adjudication (an adjudication.xlsx is written beside the reviewer files: fill it in and import it with them)
    or a judge call failed (rerun the same command).
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.review import verdicts
    from heartbench.review.stage import describe, import_review

    ws = Workspace.open(workspace)
    calls = call_options(False, timeout, max_resamples, no_spend_cap, False)
    results = import_review(ws, files, echo=typer.echo, judge=lambda: verdicts.judge_reviewed_items(ws, calls=calls))
    typer.echo(describe(results[0]))
    if len(results) > 1:
        typer.echo(verdicts.describe(results[1]))
