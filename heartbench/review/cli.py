"""`heartbench rubrics review …`: the expert review round trip. Thin: parse, call the stage, print."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from heartbench.options import WorkspaceOption
from heartbench.workspace import Workspace

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="The expert review round trip: sheets out, decisions in.")


class SheetFormat(str, Enum):
    xlsx = "xlsx"
    csv = "csv"


@app.command("export")
def review_export(
    workspace: WorkspaceOption,
    out: Annotated[Path, typer.Option("--out", help="Folder for the reviewer files (new or without reviewer files).", file_okay=False)],
    reviewers: Annotated[int, typer.Option(min=1, max=50, help="How many reviewer files to write.")] = 4,
    sample: Annotated[float | None, typer.Option(min=0.0, max=1.0, help="Review only this share of the cases (seeded sample).")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the case sample.")] = 0,
    format: Annotated[SheetFormat, typer.Option("--format", help="xlsx workbooks, or the same tables as CSV files.")] = SheetFormat.xlsx,
) -> None:
    """Write one review sheet per reviewer: every case item of the current cases, and the dialogues."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.review.stage import export_review

    written = export_review(Workspace.open(workspace), out, reviewers=reviewers, sample=sample, fmt=format.value, seed=seed)
    typer.echo(f"rubrics review export: {len(written)} file(s) in {out}: {', '.join(p.name for p in written)}")


@app.command("import")
def review_import(
    workspace: WorkspaceOption,
    files: Annotated[list[Path], typer.Argument(help="Every reviewer file (reviewer-N.xlsx or reviewer-N-items.csv), and adjudication.xlsx if any.")],
) -> None:
    """Check the filled sheets, combine the decisions (bench.toml review.rule), write the reviewed cases and agreement.json.

    Exit code 2 on the first problem in any file (nothing written); exit code 1 when items need
    adjudication (an adjudication.xlsx is written beside the reviewer files: fill it in and import it with them).
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.review.stage import describe, import_review

    typer.echo(describe(import_review(Workspace.open(workspace), files, echo=typer.echo)))
