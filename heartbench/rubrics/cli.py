"""`heartbench rubrics draft`. Thin: parse, call the stage, print.

The `rubrics` group also holds `review` (`heartbench.review.cli`) and `prune`
(`heartbench.pilot.cli`); `heartbench.cli` puts them together.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from heartbench.errors import EXIT_INCOMPLETE
from heartbench.options import (
    BatchOption,
    DryRunOption,
    MaxResamplesOption,
    NoSpendCapOption,
    TimeoutOption,
    WorkspaceOption,
    call_options,
    warn_about_roles,
)
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
    batch: BatchOption = False,
    timeout: TimeoutOption = None,
    max_resamples: MaxResamplesOption = None,
    no_spend_cap: NoSpendCapOption = False,
) -> None:
    """Draft case-specific binary items for the current cases from the standard and pilot answers.

    Needs two or more pilot models and a synthesizer (bench.toml, models section). Exit code 1 when some
    model calls failed after retries (rerun to retry them: answered calls come from the ledger).
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.rubrics.draft import DraftStage, describe
    from heartbench.stages.engine import run_stage

    ws = Workspace.open(workspace)
    stage = DraftStage(ws, redraft=redraft, template=template, calls=call_options(dry_run, timeout, max_resamples, no_spend_cap, batch))
    warn_about_roles(ws)  # once the input is known to be good: a bad input stays one line
    result = run_stage(stage)
    typer.echo(result.calls if dry_run else describe(result))
    unusable = 0 if dry_run or result.skipped else result.stats.get("rejections", {}).get("reply-unusable", 0)
    if unusable:
        typer.echo(f"{unusable} case(s) rejected because the synthesizer's replies stayed unusable after every fresh sample"
                   " (see rejects.jsonl); exit code 1", err=True)  # fmt: skip
        raise typer.Exit(EXIT_INCOMPLETE)
