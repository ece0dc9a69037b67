"""`heartbench rubrics …`: commands of the rubric stages. Thin: parse, call the stage, print."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(no_args_is_help=True, help="Draft case-specific rubrics.")


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
