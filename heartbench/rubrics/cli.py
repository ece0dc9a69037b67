"""`heartbench rubrics …`: commands of the rubric stages. Thin: parse, call the stage, print."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from heartbench.options import DryRunOption, WorkspaceOption, dry_run_for
from heartbench.workspace import Workspace

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="Draft, review and prune case-specific rubrics.")


@app.command("draft")
def draft(
    workspace: WorkspaceOption,
    redraft: Annotated[bool, typer.Option("--redraft", help="Draft again for cases that already have case items.")] = False,
    template: Annotated[
        Path | None, typer.Option(help="Your own synthesizer template (default: the packaged rubric-draft.<lang>.txt).")
    ] = None,
    dry_run: DryRunOption = False,
) -> None:
    """Draft case-specific binary items for the current cases from the standard and pilot answers.

    Needs two or more pilot models and a synthesizer (bench.toml, models section). Exit code 1 when some
    model calls failed after retries (rerun to retry them: answered calls come from the ledger).
    """
    from heartbench.rubrics.draft import describe, draft_rubrics

    result = draft_rubrics(Workspace.open(workspace), redraft=redraft, template=template, dry_run=dry_run_for(dry_run))
    typer.echo(result.calls if dry_run else describe(result))


@app.command("prune")
def prune(
    workspace: WorkspaceOption,
    drop_dead: Annotated[bool, typer.Option("--drop-dead", help="Also remove items no pilot gets right (flagged either way).")] = False,
) -> None:
    """Remove saturated items and cases using the pilot verdicts; write the item analysis.

    An item every pilot gets right is saturated. A case is removed when its mean pilot score on the pruned rubric is above thresholds.case_saturation (bench.toml), or when it has fewer than thresholds.min_case_items case items left.
    """
    from heartbench.pilot.prune import describe, prune_rubrics

    typer.echo(describe(prune_rubrics(Workspace.open(workspace), drop_dead=drop_dead)))


review_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="The expert review round trip: sheets out, decisions in.")
app.add_typer(review_app, name="review")


class SheetFormat(str, Enum):
    xlsx = "xlsx"
    csv = "csv"


@review_app.command("export")
def review_export(
    workspace: WorkspaceOption,
    out: Annotated[Path, typer.Option("--out", help="Folder for the reviewer files (new or without reviewer files).", file_okay=False)],
    reviewers: Annotated[int, typer.Option(min=1, max=50, help="How many reviewer files to write.")] = 4,
    sample: Annotated[float | None, typer.Option(min=0.0, max=1.0, help="Review only this share of the cases (seeded sample).")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the case sample.")] = 0,
    format: Annotated[SheetFormat, typer.Option("--format", help="xlsx workbooks, or the same tables as CSV files.")] = SheetFormat.xlsx,
) -> None:
    """Write one review sheet per reviewer: every case item of the current cases, and the dialogues."""
    from heartbench.review.stage import export_review

    written = export_review(Workspace.open(workspace), out, reviewers=reviewers, sample=sample, fmt=format.value, seed=seed)
    typer.echo(f"rubrics review export: {len(written)} file(s) in {out}: {', '.join(p.name for p in written)}")


@review_app.command("import")
def review_import(
    workspace: WorkspaceOption,
    files: Annotated[list[Path], typer.Argument(help="Every reviewer file (reviewer-N.xlsx or reviewer-N-items.csv), and adjudication.xlsx if any.")],
) -> None:
    """Check the filled sheets, combine the decisions (bench.toml review.rule), write the reviewed cases and agreement.json.

    Exit code 2 on the first problem in any file (nothing written); exit code 1 when items need
    adjudication (an adjudication.xlsx is written beside the reviewer files: fill it in and import it with them).
    """
    from heartbench.review.stage import describe, import_review

    typer.echo(describe(import_review(Workspace.open(workspace), files, echo=typer.echo)))
