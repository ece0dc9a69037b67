"""`heartbench rubrics …`: commands of the rubric stages. Thin: parse, call the stage, print."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(no_args_is_help=True, help="Draft, review and prune case-specific rubrics.")


@app.command("draft")
def draft(
    workspace: Annotated[Path, typer.Option("--workspace", "-w", help="Workspace folder (has bench.toml).", file_okay=False)],
    redraft: Annotated[bool, typer.Option("--redraft", help="Draft again for cases that already have case items.")] = False,
    template: Annotated[
        Path | None, typer.Option(help="Your own synthesizer template (default: the packaged rubric-draft.<lang>.txt).")
    ] = None,
) -> None:
    """Draft case-specific binary items for the current cases from the standard and pilot answers.

    Needs two or more pilot models and a synthesizer (bench.toml, models section). Exit code 1 when some
    model calls failed after retries (rerun to retry them: answered calls come from the ledger).
    """
    from heartbench.rubrics.draft import describe, draft_rubrics

    typer.echo(describe(draft_rubrics(workspace, redraft=redraft, template=template)))


@app.command("prune")
def prune(
    workspace: Annotated[Path, typer.Option("--workspace", "-w", help="Workspace folder (has bench.toml).", file_okay=False)],
    drop_dead: Annotated[bool, typer.Option("--drop-dead", help="Also remove items no pilot gets right (flagged either way).")] = False,
) -> None:
    """Remove saturated items and cases using the pilot verdicts; write the item analysis.

    An item every pilot gets right is saturated; a case whose mean pilot score on the pruned rubric is above
    [thresholds] case_saturation, or with fewer than min_case_items case items left, is removed.
    """
    from heartbench.pilot.prune import describe, prune_rubrics

    typer.echo(describe(prune_rubrics(workspace, drop_dead=drop_dead)))
