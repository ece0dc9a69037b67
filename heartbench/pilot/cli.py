"""`heartbench pilot`, `heartbench rubrics prune` and `heartbench split`. Thin: parse, call the stage, print."""

from __future__ import annotations

from typing import Annotated

import typer

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


def pilot(
    workspace: WorkspaceOption,
    dry_run: DryRunOption = False,
    batch: BatchOption = False,
    timeout: TimeoutOption = None,
    max_resamples: MaxResamplesOption = None,
    no_spend_cap: NoSpendCapOption = False,
) -> None:
    """The preliminary scoring round: every pilot model answers every current case, the judge scores them.

    The answers drafted rubrics were built from come back from the ledger. Exit code 1 when some model
    calls failed after retries (rerun to retry them).
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.pilot.run import PilotStage, describe
    from heartbench.stages.engine import run_stage

    ws = Workspace.open(workspace)
    stage = PilotStage(ws, calls=call_options(dry_run, timeout, max_resamples, no_spend_cap, batch))
    warn_about_roles(ws)  # once the input is known to be good: a bad input stays one line
    result = run_stage(stage)
    typer.echo(result.calls if dry_run else describe(result))


def split(
    workspace: WorkspaceOption,
    hard_share: Annotated[
        float | None, typer.Option(min=0.0, max=1.0, help="Make the lowest-scoring cases Hard up to this share (v1: 84 of 296 = 0.28).")
    ] = None,
    ignore_expert_labels: Annotated[bool, typer.Option(help="Do not let the reviewers' difficulty labels override the pilots.")] = False,
) -> None:
    """Label every current case Normal or Hard from the pilots' scores (bench.toml thresholds.hard_score, hard_min_pilots)."""
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.pilot.split import describe, split_cases

    typer.echo(describe(split_cases(Workspace.open(workspace), hard_share=hard_share, ignore_expert_labels=ignore_expert_labels)))


def prune(
    workspace: WorkspaceOption,
    drop_dead: Annotated[bool, typer.Option("--drop-dead", help="Also remove items no pilot gets right (flagged either way).")] = False,
) -> None:
    """Remove saturated items and cases using the pilot verdicts; write the item analysis.

    An item every pilot gets right is saturated. A case is removed when its mean pilot score on the pruned rubric is above thresholds.case_saturation (bench.toml), or when it has fewer than thresholds.min_case_items case items left.
    """
    # deferred: the stage and its libraries load only when this command runs (`heartbench --help` stays fast)
    from heartbench.pilot.prune import describe, prune_rubrics

    typer.echo(describe(prune_rubrics(Workspace.open(workspace), drop_dead=drop_dead)))
